import { describe, expect, it } from 'vitest';
import { glossaryTermListSchema, glossaryTermSchema, normalizeGlossaryName, type GlossaryTermInput } from './glossary';

const satoshi: GlossaryTermInput = {
  id: 'satoshi',
  term: 'Satoshi',
  aliases: ['sats'],
  category: 'basics',
  icon: 'Coins',
  definition: 'The smallest unit of bitcoin: 0.00000001 BTC.',
  shortDefinition: 'The smallest unit of bitcoin.',
  whyItMatters: 'You never need to buy a whole bitcoin.',
  examples: ['0.001 BTC is 100,000 sats.'],
  relatedTerms: ['bitcoin'],
  free: true,
};

const bitcoin: GlossaryTermInput = {
  ...satoshi,
  id: 'bitcoin',
  term: 'Bitcoin',
  aliases: ['BTC'],
  icon: 'Bitcoin',
  relatedTerms: ['satoshi'],
};

function issueMessages(terms: unknown): string[] {
  const result = glossaryTermListSchema.safeParse(terms);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('glossaryTermSchema', () => {
  it('accepts a complete term', () => {
    expect(glossaryTermSchema.parse(satoshi)).toEqual(satoshi);
  });

  it.each<[string, Partial<Record<keyof GlossaryTermInput, unknown>>]>([
    ['an id that is not kebab-case', { id: 'Satoshi Unit' }],
    ['an empty term name', { term: '  ' }],
    ['an unknown category', { category: 'history' }],
    ['an icon that is not an icon name', { icon: 'coins icon' }],
    ['an empty icon', { icon: '' }],
    ['a short definition over 160 characters', { shortDefinition: 'x'.repeat(161) }],
    ['no examples', { examples: [] }],
    ['an empty alias', { aliases: [''] }],
    ['a missing free flag', { free: undefined }],
  ])('rejects %s', (_scenario, change) => {
    expect(glossaryTermSchema.safeParse({ ...satoshi, ...change }).success).toBe(false);
  });

  it('accepts a short definition of exactly 160 characters', () => {
    expect(glossaryTermSchema.safeParse({ ...satoshi, shortDefinition: 'x'.repeat(160) }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(glossaryTermSchema.safeParse({ ...satoshi, price: 1 }).success).toBe(false);
  });
});

describe('glossaryTermListSchema', () => {
  it('accepts a consistent glossary', () => {
    expect(issueMessages([satoshi, bitcoin])).toEqual([]);
  });

  it.each<[string, GlossaryTermInput[], string[]]>([
    [
      'a repeated id',
      [satoshi, bitcoin, { ...bitcoin, term: 'Bitcoin Again', aliases: [] }],
      ['Duplicate glossary id "bitcoin"'],
    ],
    [
      'a term name used twice, ignoring case',
      [satoshi, bitcoin, { ...bitcoin, id: 'bitcoin-2', term: 'BITCOIN', aliases: [] }],
      ['"BITCOIN" already names "bitcoin"'],
    ],
    [
      'an alias equal to another term name',
      [satoshi, { ...bitcoin, aliases: ['satoshi'] }],
      ['"satoshi" already names "satoshi"'],
    ],
    ['an alias shared by two terms', [satoshi, { ...bitcoin, aliases: ['Sats'] }], ['"Sats" already names "satoshi"']],
    [
      'an alias repeating its own term name',
      [satoshi, { ...bitcoin, aliases: ['bitcoin'] }],
      ['"bitcoin" is repeated within "bitcoin"'],
    ],
    [
      'a related term that does not exist',
      [satoshi, { ...bitcoin, relatedTerms: ['satoshi', 'halving'] }],
      ['Unknown related term "halving"'],
    ],
    [
      'a term related to itself',
      [satoshi, { ...bitcoin, relatedTerms: ['bitcoin'] }],
      ['"bitcoin" lists itself as related'],
    ],
    [
      'a related term listed twice',
      [satoshi, { ...bitcoin, relatedTerms: ['satoshi', 'satoshi'] }],
      ['"satoshi" is listed twice'],
    ],
  ])('rejects %s', (_scenario, terms, messages) => {
    expect(issueMessages(terms)).toEqual(messages);
  });
});

describe('normalizeGlossaryName', () => {
  it.each([
    ['Lightning Network', 'lightning network'],
    ['  Hash   Rate ', 'hash rate'],
    ['Peer-to-Peer', 'peer-to-peer'],
  ])('normalises %j to %j', (name, expected) => {
    expect(normalizeGlossaryName(name)).toBe(expected);
  });
});
