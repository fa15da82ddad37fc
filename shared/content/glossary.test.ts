import { describe, expect, it } from 'vitest';
import {
  glossaryCategoryValues,
  glossaryTermListSchema,
  normalizeGlossaryName,
  SHORT_DEFINITION_MAX_LENGTH,
} from '../schemas/glossary';
import {
  freeGlossaryTermIds,
  getGlossaryTerm,
  glossaryCategories,
  glossaryTerms,
  isFreeGlossaryTerm,
} from './glossary';
import { glossaryDefinitions } from './glossary-definitions';
import { getGlossaryIndexEntry, glossaryIndex, glossaryMatcher } from './glossary-index';

const ids = glossaryTerms.map((term) => term.id);
const idSet = new Set(ids);

function term(id: string) {
  const found = getGlossaryTerm(id);
  if (found === undefined) throw new Error(`Missing glossary term ${id}`);
  return found;
}

function sentenceCount(text: string): number {
  return text.match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

describe('glossary index and definitions', () => {
  it('joins into a glossary the schema accepts unchanged (unique ids and names, related terms that resolve)', () => {
    expect(glossaryTermListSchema.parse(glossaryTerms)).toEqual(glossaryTerms);
  });

  it('defines every indexed term, and nothing else', () => {
    expect(Object.keys(glossaryDefinitions).sort()).toEqual(glossaryIndex.map((entry) => entry.id).sort());
  });

  it('keeps the index to what running text needs: names, aliases and the free flag', () => {
    for (const entry of glossaryIndex) expect(Object.keys(entry).sort()).toEqual(['aliases', 'free', 'id', 'term']);
    expect(getGlossaryIndexEntry('halving')).toEqual({
      id: 'halving',
      term: 'Halving',
      aliases: expect.any(Array),
      free: true,
    });
    expect(getGlossaryIndexEntry('no-such-term')).toBeUndefined();
  });
});

describe('glossary content', () => {
  it('has at least 100 terms with unique ids', () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(100);
    expect(idSet.size).toBe(glossaryTerms.length);
  });

  it('has unique term names, ignoring case', () => {
    const names = new Set(glossaryTerms.map((entry) => normalizeGlossaryName(entry.term)));
    expect(names.size).toBe(glossaryTerms.length);
  });

  it('uses kebab-case ids', () => {
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(glossaryCategoryValues)('has at least 15 terms in %s', (category) => {
    expect(glossaryTerms.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(15);
  });

  it('uses only the five categories', () => {
    for (const entry of glossaryTerms) expect(glossaryCategoryValues).toContain(entry.category);
  });

  // Terms the original glossary listed twice; here each must appear exactly once.
  it('lists the easily duplicated terms exactly once', () => {
    const repeatedInSpec = [
      'Mining',
      'Halving',
      'Hash Rate',
      'Market Cap',
      'Mempool',
      'Peer-to-Peer',
      'Institutional Adoption',
    ];
    for (const name of repeatedInSpec) {
      expect(
        glossaryTerms.filter((entry) => entry.term === name),
        name,
      ).toHaveLength(1);
    }
  });

  it('covers the basics a beginner meets', () => {
    const essentials = [
      'bitcoin',
      'satoshi',
      'blockchain',
      'wallet',
      'private-key',
      'public-key',
      'address',
      'seed-phrase',
      'exchange',
      'halving',
      'mining',
      'block',
      'transaction',
      'transaction-fee',
      'confirmation',
      'node',
      'utxo',
      'lightning-network',
      'cold-storage',
      'hardware-wallet',
      'multisig',
      'self-custody',
      'dollar-cost-averaging',
      'lump-sum',
      'volatility',
      'bull-market',
      'bear-market',
      'hodl',
      'fomo',
      'fud',
      'market-cap',
      'circulating-supply',
      '21-million-cap',
      'difficulty-adjustment',
      'proof-of-work',
      'hash-rate',
      'mempool',
      'segwit',
      'taproot',
      'passphrase',
      'phishing',
      'two-factor-authentication',
      'kyc',
      'custodian',
      'drawdown',
      'cost-basis',
      'unit-bias',
      'stock-to-flow',
    ];
    for (const id of essentials) expect(idSet.has(id), id).toBe(true);
  });

  it('links every related term to another existing term, without repeats', () => {
    for (const entry of glossaryTerms) {
      expect(entry.relatedTerms.length, entry.id).toBeGreaterThan(0);
      expect(new Set(entry.relatedTerms).size, entry.id).toBe(entry.relatedTerms.length);
      for (const relatedId of entry.relatedTerms) {
        expect(relatedId, entry.id).not.toBe(entry.id);
        expect(idSet.has(relatedId), `${entry.id} -> ${relatedId}`).toBe(true);
      }
    }
  });

  it('keeps every alias unique across the glossary and distinct from every term name', () => {
    const owners = new Map<string, string>();
    for (const entry of glossaryTerms) {
      for (const name of [entry.term, ...entry.aliases]) {
        const key = normalizeGlossaryName(name);
        expect(owners.get(key), `"${name}" in ${entry.id}`).toBeUndefined();
        owners.set(key, entry.id);
      }
    }
  });

  it('gives every term a one-sentence short definition of at most 160 characters', () => {
    expect(SHORT_DEFINITION_MAX_LENGTH).toBe(160);
    for (const entry of glossaryTerms) {
      expect(entry.shortDefinition.length, entry.id).toBeLessThanOrEqual(160);
      expect(sentenceCount(entry.shortDefinition), entry.id).toBe(1);
    }
  });

  it('keeps definitions to one to three sentences and gives every term a reason and an example', () => {
    for (const entry of glossaryTerms) {
      expect(sentenceCount(entry.definition), entry.id).toBeGreaterThanOrEqual(1);
      expect(sentenceCount(entry.definition), entry.id).toBeLessThanOrEqual(3);
      expect(entry.whyItMatters.length, entry.id).toBeGreaterThan(0);
      expect(entry.examples.length, entry.id).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('glossary facts', () => {
  it.each<[string, string[]]>([
    ['satoshi', ['0.00000001 BTC', '100,000,000']],
    ['21-million-cap', ['21 million', '2140']],
    ['halving', ['210,000 blocks', 'four years', '50 BTC', '3.125 BTC']],
    ['block', ['10 minutes']],
    ['difficulty-adjustment', ['2,016 blocks', '10 minutes']],
    ['genesis-block', ['3 January 2009']],
    ['whitepaper', ['31 October 2008']],
    ['seed-phrase', ['12 or 24']],
    ['segwit', ['2017']],
    ['taproot', ['November 2021']],
    ['stock-to-flow', ['debated']],
    ['market-cap', ['price multiplied by the circulating supply']],
  ])('the %s definition states %j', (id, phrases) => {
    for (const phrase of phrases) expect(term(id).definition).toContain(phrase);
  });

  it('dates the block subsidy by the halving, not by a calendar year that straddles one', () => {
    expect(term('mining').examples[0]).toBe(
      "A miner who finds a valid block between the April 2024 halving and the next one, due at block 1,050,000, earns 3.125 BTC plus that block's fees.",
    );
  });

  it('ends issuance just under 21 million, because subsidies are rounded down to whole satoshis', () => {
    expect(term('circulating-supply').definition).toContain(
      'until new issuance ends around 2140, just under the 21 million cap: 20,999,999.9769 BTC',
    );
  });

  it('gives transaction size for fees in virtual bytes, as the fee-rate entry does', () => {
    for (const text of [term('transaction-fee').definition, term('transaction-fee').shortDefinition]) {
      expect(text).toContain('virtual bytes (vbytes)');
      expect(text).not.toMatch(/\bin bytes\b/);
    }
    expect(term('fee-rate').definition).toContain('virtual byte');
  });

  it('says nodes can refuse rules, without claiming a rule change needs every node to upgrade (soft forks do not)', () => {
    const decentralization = term('decentralization').examples.join(' ');
    expect(decentralization).not.toMatch(/only takes effect if/);
    expect(decentralization).toContain('Each node rejects blocks that break the rules it runs');
    expect(term('soft-fork').definition).toContain('nodes that have not upgraded keep following the same chain');
  });

  it('says El Salvador scaled its bitcoin law back in January 2025', () => {
    expect(term('institutional-adoption').examples[0]).toBe(
      'In 2021 El Salvador made bitcoin legal tender; in January 2025 it scaled the law back, making acceptance of bitcoin voluntary.',
    );
  });

  it('attributes to Clason only what his book says', () => {
    // The book never mentions inflation: its reason for putting gold to work is that idle gold earns nothing.
    expect(term('inflation').whyItMatters).toContain('never mentions inflation');
    expect(term('inflation').whyItMatters).toContain('idle gold earns nothing');
    // The book's money is gold, with no reason for it that is Arkad's; the historical city weighed
    // silver, and coins reached it only under the Persians.
    expect(term('sound-money').examples[0]).toBe(
      "In Clason's Babylon the money is gold. The historical Babylon, in its great age, weighed out silver by the shekel instead: coinage began in Lydia around 600 BC and reached Mesopotamia under Persian rule.",
    );
    // Neither the store-of-value point nor the emergency-fund analogy is passed off as the book's teaching.
    for (const id of ['store-of-value', 'emergency-fund']) {
      expect(term(id).whyItMatters, id).not.toMatch(/Babylon|Clason/);
    }
  });

  it('explains the annualized return the calculator shows, and why DCA and lump-sum rates are not comparable', () => {
    const entry = term('annualized-return');
    expect(entry.term).toBe('Annualized Return');
    expect(entry.definition).toContain('the yearly rate that, compounded, would turn the money invested');
    expect(entry.whyItMatters).toContain('the yearly rates of the two are not comparable');
    // 1.414 x 1.414 = 2: doubling in two years is about 41.4% a year.
    expect(entry.examples[0]).toContain('about 41.4% a year');
    expect(Math.sqrt(2) - 1).toBeCloseTo(0.414, 3);
  });

  it('describes stock-to-flow as a debated model, not a prediction', () => {
    const entry = term('stock-to-flow');
    expect(entry.shortDefinition).toContain('widely debated');
    expect(entry.whyItMatters).toContain('Arkad makes no price predictions');
  });
});

describe('free subset', () => {
  it('has at least 55 terms, exactly the ones marked free', () => {
    expect(freeGlossaryTermIds.length).toBeGreaterThanOrEqual(55);
    expect(freeGlossaryTermIds).toEqual(glossaryTerms.filter((entry) => entry.free).map((entry) => entry.id));
  });

  it('leaves part of the glossary for Scholar', () => {
    expect(freeGlossaryTermIds.length).toBeLessThan(glossaryTerms.length);
  });

  it('includes a beginner’s essentials', () => {
    for (const id of [
      'bitcoin',
      'satoshi',
      'blockchain',
      'wallet',
      'private-key',
      'seed-phrase',
      'address',
      'exchange',
      'halving',
      '21-million-cap',
      'mining',
      'transaction',
      'transaction-fee',
      'self-custody',
      'hardware-wallet',
      'cold-storage',
      'dollar-cost-averaging',
      'volatility',
      'hodl',
      'phishing',
      'two-factor-authentication',
      'not-your-keys',
    ]) {
      expect(isFreeGlossaryTerm(id), id).toBe(true);
    }
  });

  it('never relates a free term to a locked one', () => {
    for (const entry of glossaryTerms.filter((candidate) => candidate.free)) {
      for (const relatedId of entry.relatedTerms) {
        expect(isFreeGlossaryTerm(relatedId), `${entry.id} -> ${relatedId}`).toBe(true);
      }
    }
  });

  it('reports locked and unknown ids as not free', () => {
    expect(isFreeGlossaryTerm('taproot')).toBe(false);
    expect(isFreeGlossaryTerm('no-such-term')).toBe(false);
  });
});

describe('lookups', () => {
  it('finds a term by id and returns undefined for an unknown id', () => {
    expect(getGlossaryTerm('satoshi')?.term).toBe('Satoshi');
    expect(getGlossaryTerm('Satoshi')).toBeUndefined();
    expect(getGlossaryTerm('')).toBeUndefined();
  });

  it('lists the categories in display order with their labels', () => {
    expect(glossaryCategories).toEqual([
      { id: 'basics', label: 'Basics' },
      { id: 'technology', label: 'Technology' },
      { id: 'investing', label: 'Investing' },
      { id: 'security', label: 'Security' },
      { id: 'advanced', label: 'Advanced' },
    ]);
  });
});

describe('glossaryMatcher on the real glossary', () => {
  it('marks names and aliases in a sentence from the guide', () => {
    expect(glossaryMatcher('Stack sats with DCA, then move them to a hardware wallet for self-custody.')).toEqual([
      { kind: 'text', text: 'Stack ' },
      { kind: 'term', text: 'sats', termId: 'satoshi' },
      { kind: 'text', text: ' with ' },
      { kind: 'term', text: 'DCA', termId: 'dollar-cost-averaging' },
      { kind: 'text', text: ', then move them to a ' },
      { kind: 'term', text: 'hardware wallet', termId: 'hardware-wallet' },
      { kind: 'text', text: ' for ' },
      { kind: 'term', text: 'self-custody', termId: 'self-custody' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('prefers the longest glossary name', () => {
    expect(glossaryMatcher('The Lightning Network settles on-chain; the 21 million cap holds.')).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'term', text: 'Lightning Network', termId: 'lightning-network' },
      { kind: 'text', text: ' settles ' },
      { kind: 'term', text: 'on-chain', termId: 'on-chain' },
      { kind: 'text', text: '; the ' },
      { kind: 'term', text: '21 million cap', termId: '21-million-cap' },
      { kind: 'text', text: ' holds.' },
    ]);
  });
});
