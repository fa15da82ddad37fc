import { describe, expect, it } from 'vitest';
import { checkSpanishContent, collectStrings } from '../content-checks';

/**
 * docs/content.md's rules (no forecast, no advice, no unsourced ranking, the book's claims) on every
 * Spanish content module, with the Spanish patterns: each module here, found by file, so a new one
 * is checked without being listed. The Spanish catalogues' messages are checked too.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./expect-parity.ts'], {
  eager: true,
});
const catalogues = import.meta.glob<Record<string, string>>(
  ['../../../client/src/i18n/locales/es.json', '../../../client/src/i18n/locales/es/*.json'],
  { eager: true, import: 'default' },
);

describe('Spanish content follows docs/content.md', () => {
  it('finds every Spanish module and catalogue', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(10);
  });

  it.each(Object.entries({ ...modules, ...catalogues }))(
    '%s: no forecast, advice or unsourced ranking',
    (_, exports) => {
      const problems = collectStrings(exports).flatMap(({ path, text }) =>
        checkSpanishContent(text).map((problem) => `${path}: ${problem.message} «${problem.excerpt}»`),
      );
      expect(problems).toEqual([]);
    },
  );
});
