import { describe, expect, it } from 'vitest';
import {
  createGlossaryMatcher,
  linkGlossaryTerms,
  type GlossaryLinkOptions,
  type GlossaryLinkTerm,
  type GlossarySegment,
} from './glossary-links';

const terms: GlossaryLinkTerm[] = [
  { id: 'bitcoin', term: 'Bitcoin', aliases: ['BTC'] },
  { id: 'satoshi', term: 'Satoshi', aliases: ['sats', 'satoshis'] },
  { id: 'satoshi-nakamoto', term: 'Satoshi Nakamoto', aliases: [] },
  { id: 'lightning-network', term: 'Lightning Network', aliases: ['Lightning'] },
  { id: 'node', term: 'Node', aliases: ['nodes', 'full node'] },
  { id: 'custodian', term: 'Custodian', aliases: ['custodial'] },
  { id: 'self-custody', term: 'Self-Custody', aliases: ['non-custodial'] },
  { id: 'dollar-cost-averaging', term: 'Dollar-Cost Averaging', aliases: ['DCA'] },
  { id: '21-million-cap', term: '21 Million Cap', aliases: ['21 million'] },
  { id: '51-percent-attack', term: '51% Attack', aliases: [] },
  { id: 'block', term: 'Block', aliases: ['blocks'] },
  { id: 'blockchain', term: 'Blockchain', aliases: [] },
  { id: 'fee-rate', term: 'Fee Rate', aliases: ['sat/vB'] },
];

const t = (text: string): GlossarySegment => ({ kind: 'text', text });
const term = (text: string, termId: string): GlossarySegment => ({ kind: 'term', text, termId });

const match = createGlossaryMatcher(terms);

describe('createGlossaryMatcher', () => {
  it.each<[string, string, GlossarySegment[]]>([
    ['an empty text gives no segments', '', []],
    [
      'a text without terms is one plain segment',
      'Save a tenth of all you earn.',
      [t('Save a tenth of all you earn.')],
    ],
    ['a text that is only a term', 'Bitcoin', [term('Bitcoin', 'bitcoin')]],
    [
      'terms at the start, middle and end',
      'Bitcoin runs on every node and every block',
      [
        term('Bitcoin', 'bitcoin'),
        t(' runs on every '),
        term('node', 'node'),
        t(' and every '),
        term('block', 'block'),
      ],
    ],
    [
      'matching ignores case and keeps the text as written',
      'BITCOIN and dca',
      [term('BITCOIN', 'bitcoin'), t(' and '), term('dca', 'dollar-cost-averaging')],
    ],
    [
      'the longest name wins over a shorter one at the same place',
      'The Lightning Network is fast',
      [t('The '), term('Lightning Network', 'lightning-network'), t(' is fast')],
    ],
    [
      'a shorter alias still matches on its own',
      'Pay over Lightning today',
      [t('Pay over '), term('Lightning', 'lightning-network'), t(' today')],
    ],
    [
      'a two-word name beats its first word',
      'Satoshi Nakamoto wrote it',
      [term('Satoshi Nakamoto', 'satoshi-nakamoto'), t(' wrote it')],
    ],
    [
      'an alias that extends a name wins (full node over node)',
      'Run a full node',
      [t('Run a '), term('full node', 'node')],
    ],
    [
      'a whole-word name is not found inside a longer word',
      'Blockchain, not block',
      [term('Blockchain', 'blockchain'), t(', not '), term('block', 'block')],
    ],
    ['no match inside other words', 'unblocked satsuma nodejs bitcoiner', [t('unblocked satsuma nodejs bitcoiner')]],
    [
      'plurals match only through aliases',
      'Nodes and Blocks, but not Bitcoins',
      [term('Nodes', 'node'), t(' and '), term('Blocks', 'block'), t(', but not Bitcoins')],
    ],
    [
      'punctuation around a term does not block it',
      '(Bitcoin), "DCA"; sats!',
      [
        t('('),
        term('Bitcoin', 'bitcoin'),
        t('), "'),
        term('DCA', 'dollar-cost-averaging'),
        t('"; '),
        term('sats', 'satoshi'),
        t('!'),
      ],
    ],
    ['a possessive apostrophe ends the word', "Bitcoin's rules", [term('Bitcoin', 'bitcoin'), t("'s rules")]],
    ['a hyphen joined to a word makes it part of that word', 'Bitcoin-only savers', [t('Bitcoin-only savers')]],
    [
      'a hyphenated alias matches as a whole',
      'a non-custodial wallet',
      [t('a '), term('non-custodial', 'self-custody'), t(' wallet')],
    ],
    [
      'the unhyphenated form matches its own term',
      'a custodial wallet',
      [t('a '), term('custodial', 'custodian'), t(' wallet')],
    ],
    [
      'a name containing a hyphen matches',
      'Self-Custody matters',
      [term('Self-Custody', 'self-custody'), t(' matters')],
    ],
    [
      'a space in a name matches a line break',
      'the Lightning\nNetwork',
      [t('the '), term('Lightning\nNetwork', 'lightning-network')],
    ],
    [
      'names with digits and symbols match',
      'A 51% attack on 21 million coins',
      [t('A '), term('51% attack', '51-percent-attack'), t(' on '), term('21 million', '21-million-cap'), t(' coins')],
    ],
    ['a digit before a name blocks it', '121 million people', [t('121 million people')]],
    [
      'a symbol inside an alias is matched as written',
      'Pay 5 sat/vB in sats',
      [t('Pay 5 '), term('sat/vB', 'fee-rate'), t(' in '), term('sats', 'satoshi')],
    ],
    [
      'each term is marked only at its first occurrence',
      'Bitcoin is scarce. Bitcoin is young.',
      [term('Bitcoin', 'bitcoin'), t(' is scarce. Bitcoin is young.')],
    ],
    ['an alias counts as the same term as its name', 'BTC, or Bitcoin', [term('BTC', 'bitcoin'), t(', or Bitcoin')]],
    [
      'a repeated longer name stays whole instead of marking a shorter name inside it',
      'Lightning Network, then Lightning Network again',
      [term('Lightning Network', 'lightning-network'), t(', then Lightning Network again')],
    ],
    [
      'different terms sharing a word are marked separately',
      'Satoshi Nakamoto named the satoshi',
      [term('Satoshi Nakamoto', 'satoshi-nakamoto'), t(' named the '), term('satoshi', 'satoshi')],
    ],
  ])('%s', (_scenario, text, expected) => {
    expect(match(text)).toEqual(expected);
  });

  it.each<[string, string, GlossaryLinkOptions, GlossarySegment[]]>([
    [
      'markAll marks every occurrence',
      'Bitcoin and BTC and bitcoin',
      { markAll: true },
      [term('Bitcoin', 'bitcoin'), t(' and '), term('BTC', 'bitcoin'), t(' and '), term('bitcoin', 'bitcoin')],
    ],
    [
      'excluded terms stay plain text while others are marked',
      'Bitcoin nodes check every block',
      { excludeTermIds: ['bitcoin', 'block'] },
      [t('Bitcoin '), term('nodes', 'node'), t(' check every block')],
    ],
    [
      'an excluded longer name is not re-matched as a shorter one',
      'Lightning Network',
      { excludeTermIds: ['lightning-network'] },
      [t('Lightning Network')],
    ],
  ])('%s', (_scenario, text, options, expected) => {
    expect(match(text, options)).toEqual(expected);
  });

  it('refuses two terms that share a name, ignoring case', () => {
    expect(() =>
      createGlossaryMatcher([
        { id: 'satoshi', term: 'Satoshi', aliases: ['sats'] },
        { id: 'sats-unit', term: 'SATS', aliases: [] },
      ]),
    ).toThrow('Glossary name "SATS" belongs to both "satoshi" and "sats-unit"');
  });

  it('keeps working across calls: the first-occurrence rule is per text', () => {
    expect(match('Bitcoin')).toEqual([term('Bitcoin', 'bitcoin')]);
    expect(match('Bitcoin')).toEqual([term('Bitcoin', 'bitcoin')]);
  });
});

describe('linkGlossaryTerms', () => {
  it('splits a text the same way as a precompiled matcher', () => {
    expect(linkGlossaryTerms('Stack sats with DCA', terms)).toEqual([
      t('Stack '),
      term('sats', 'satoshi'),
      t(' with '),
      term('DCA', 'dollar-cost-averaging'),
    ]);
  });

  it('passes options through', () => {
    expect(linkGlossaryTerms('sats and sats', terms, { markAll: true })).toEqual([
      term('sats', 'satoshi'),
      t(' and '),
      term('sats', 'satoshi'),
    ]);
  });
});
