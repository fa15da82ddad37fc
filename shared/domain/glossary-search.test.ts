import { describe, expect, it } from 'vitest';
import {
  defaultGlossaryFilter,
  filterGlossary,
  glossaryCountLine,
  glossarySearchKey,
  matchesInOtherCategories,
  otherCategoriesLine,
  type GlossaryFilter,
  type SearchableGlossaryTerm,
} from './glossary-search';

type Fixture = SearchableGlossaryTerm & { id: string };

// Deliberately listed out of alphabetical order.
const terms: Fixture[] = [
  {
    id: 'wallet',
    term: 'Wallet',
    aliases: ['wallets'],
    category: 'basics',
    definition: 'An app or device that holds the keys to your bitcoin.',
  },
  {
    id: 'satoshi',
    term: 'Satoshi',
    aliases: ['sats'],
    category: 'basics',
    definition: 'The smallest unit of bitcoin, 0.00000001 BTC.',
  },
  {
    id: 'dca',
    term: 'Dollar-Cost Averaging',
    aliases: ['DCA'],
    category: 'investing',
    definition: 'Buying a fixed amount at regular intervals.',
  },
  {
    id: '21-million-cap',
    term: '21 Million Cap',
    aliases: [],
    category: 'basics',
    definition: 'No more than 21 million bitcoins will ever exist.',
  },
  {
    id: 'hardware-wallet',
    term: 'Hardware Wallet',
    aliases: ['signing device'],
    category: 'security',
    definition: 'A dedicated device that keeps private keys offline.',
  },
  {
    id: 'mempool',
    term: 'Mempool',
    aliases: [],
    category: 'technology',
    definition: 'Where unconfirmed transactions wait for a block.',
  },
  {
    id: 'taproot',
    term: 'Taproot',
    aliases: [],
    category: 'advanced',
    definition: 'A 2021 upgrade that added Schnorr signatures.',
  },
];

const ids = (found: Fixture[]) => found.map((term) => term.id);

describe('filterGlossary', () => {
  it.each<[string, GlossaryFilter, string[]]>([
    [
      'All Categories with an empty query shows every term alphabetically',
      { query: '', category: null },
      ['21-million-cap', 'dca', 'hardware-wallet', 'mempool', 'satoshi', 'taproot', 'wallet'],
    ],
    [
      'a category alone keeps only that category',
      { query: '', category: 'basics' },
      ['21-million-cap', 'satoshi', 'wallet'],
    ],
    ['another category keeps only its own terms', { query: '', category: 'investing' }, ['dca']],
    ['the query matches a term name ignoring case', { query: 'MEMPOOL', category: null }, ['mempool']],
    ['the query matches part of a name', { query: 'wall', category: null }, ['hardware-wallet', 'wallet']],
    ['the query matches an alias', { query: 'sats', category: null }, ['satoshi']],
    ['the query matches an alias written in capitals', { query: 'dca', category: null }, ['dca']],
    ['the query matches the definition', { query: 'private keys', category: null }, ['hardware-wallet']],
    [
      'the query matches digits in names and definitions',
      { query: '21', category: null },
      ['21-million-cap', 'taproot'],
    ],
    [
      'surrounding and repeated spaces in the query are ignored',
      { query: '  signing   device ', category: null },
      ['hardware-wallet'],
    ],
    ['a blank query counts as empty', { query: '   ', category: 'security' }, ['hardware-wallet']],
    ['search and category combine', { query: 'bitcoin', category: 'basics' }, ['21-million-cap', 'satoshi', 'wallet']],
    ['a query matching only outside the category gives nothing', { query: 'schnorr', category: 'basics' }, []],
    ['a query matching nothing gives nothing', { query: 'zzz', category: null }, []],
  ])('%s', (_scenario, filter, expected) => {
    expect(ids(filterGlossary(terms, filter))).toEqual(expected);
  });

  it('leaves the input list untouched', () => {
    const before = ids(terms);
    filterGlossary(terms, { query: '', category: null });
    expect(ids(terms)).toEqual(before);
  });

  it('starts on basics with an empty search', () => {
    expect(defaultGlossaryFilter).toEqual({ query: '', category: 'basics' });
  });
});

/** The same search in Spanish: accents and case never stand between a learner and a term. */
const spanishTerms: Fixture[] = [
  {
    id: 'cryptography',
    term: 'Criptografía',
    aliases: ['criptográfico', 'Cryptography'],
    category: 'technology',
    definition: 'Las matemáticas que protegen las claves y las firmas.',
  },
  {
    id: 'self-custody',
    term: 'Autocustodia',
    aliases: ['sin custodia', 'Self-Custody'],
    category: 'security',
    definition: 'Guardar tú mismo las claves de tu bitcoin, sin un intermediario.',
  },
  {
    id: 'mining',
    term: 'Minería',
    aliases: ['minero', 'Mining'],
    category: 'basics',
    definition: 'El proceso que añade bloques a la cadena y emite bitcoins nuevos.',
  },
  {
    id: 'naive',
    term: 'Naïve Café',
    aliases: [],
    category: 'advanced',
    definition: 'An English name with accents, for the English side of the rule.',
  },
];

describe('the search folds accents and case', () => {
  it.each<[string, string, string[]]>([
    ['a Spanish name typed without its accent', 'criptografia', ['cryptography']],
    ['a Spanish name typed with it', 'criptografía', ['cryptography']],
    ['a Spanish name in capitals', 'AUTOCUSTODIA', ['self-custody']],
    ['a Spanish name in capitals with an accent the name lacks', 'AUTOCUSTÓDIA', ['self-custody']],
    ['part of a name, accents dropped', 'mineria', ['mining']],
    ['an alias with an accent, typed without it', 'criptografico', ['cryptography']],
    ['a definition with ñ, typed with n', 'anade bloques', ['mining']],
    ['the English name a Spanish term keeps', 'self-custody', ['self-custody']],
    ['an English name with accents, typed plainly', 'naive cafe', ['naive']],
    ['an English name, with the accents typed', 'NAÏVE CAFÉ', ['naive']],
  ])('%s: %j', (_scenario, query, expected) => {
    expect(ids(filterGlossary(spanishTerms, { query, category: null }))).toEqual(expected);
  });

  it('counts the folded matches in other categories too', () => {
    expect(matchesInOtherCategories(spanishTerms, { query: 'CRIPTOGRAFIA', category: 'basics' })).toBe(1);
  });

  it.each([
    ['Criptografía', 'criptografia'],
    ['  AUTOCUSTODIA  ', 'autocustodia'],
    ['Dirección  de   Bitcoin', 'direccion de bitcoin'],
    ['Año', 'ano'],
    ['Hash Rate', 'hash rate'],
  ])('keys %j as %j', (text, key) => {
    expect(glossarySearchKey(text)).toBe(key);
  });
});

describe('glossaryCountLine', () => {
  it.each<[number, number, string]>([
    [3, 138, 'Showing 3 of 138 terms'],
    [0, 138, 'Showing 0 of 138 terms'],
    [138, 138, 'Showing 138 of 138 terms'],
    // Every count is pluralised (issue 11): one term.
    [1, 1, 'Showing 1 of 1 term'],
  ])('%i of %i reads "%s"', (shown, total, line) => {
    expect(glossaryCountLine(shown, total)).toBe(line);
  });
});

describe('matchesInOtherCategories', () => {
  it.each<[string, GlossaryFilter, number]>([
    // 'wallet' in basics finds Wallet; Hardware Wallet (security) is the one match elsewhere.
    ['a search in one category counts the matches outside it', { query: 'wallet', category: 'basics' }, 1],
    ['a search matching aliases and definitions elsewhere', { query: 'keys', category: 'investing' }, 2],
    ['a search with no match anywhere else', { query: 'sats', category: 'basics' }, 0],
    ['All Categories already shows every match', { query: 'wallet', category: null }, 0],
    ['no search: nothing to widen', { query: '   ', category: 'basics' }, 0],
  ])('%s', (_name, filter, expected) => {
    expect(matchesInOtherCategories(terms, filter)).toBe(expected);
  });

  it('words the button with the count', () => {
    expect(otherCategoriesLine(1)).toBe('Show 1 more match in other categories');
    expect(otherCategoriesLine(12)).toBe('Show 12 more matches in other categories');
  });
});
