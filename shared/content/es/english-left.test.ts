import { describe, expect, it } from 'vitest';
import { collectStrings } from '../content-checks';
import { englishMessageFinder } from '../english-left';

/**
 * No Spanish content module shows one of the catalogue's English messages outside quotation marks:
 * the browser suite checks what a screen shows, and a quiz draws its questions at random, so the
 * whole bank is checked here, where no draw decides what is read.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./expect-parity.ts'], {
  eager: true,
});
const merged = (catalogues: Record<string, Record<string, string>>) => Object.assign({}, ...Object.values(catalogues));
const english = merged(
  import.meta.glob<Record<string, string>>(
    ['../../../client/src/i18n/locales/en.json', '../../../client/src/i18n/locales/en/*.json'],
    { eager: true, import: 'default' },
  ),
);
const spanish = merged(
  import.meta.glob<Record<string, string>>(
    ['../../../client/src/i18n/locales/es.json', '../../../client/src/i18n/locales/es/*.json'],
    { eager: true, import: 'default' },
  ),
);
const englishMessagesIn = englishMessageFinder(english, spanish);

describe('Spanish content leaves no English message unquoted', () => {
  it('reads both languages’ catalogues', () => {
    expect(Object.keys(english).length).toBeGreaterThan(1000);
    expect(englishMessagesIn('Sistema, System.')).toContain('System');
    expect(englishMessagesIn('«Bitcoin: A Peer-to-Peer Electronic Cash System»')).toEqual([]);
  });

  it.each(Object.entries(modules))('%s', (_, exports) => {
    // A term's aliases keep its English names on purpose (a reader may search "Lump Sum").
    const shown = collectStrings(exports).filter(({ path }) => !/\.aliases\[\d+\]$/.test(path));
    const found = shown.flatMap(({ path, text }) =>
      englishMessagesIn(text).map((message) => `${path}: «${message}» in «${text}»`),
    );
    expect(found).toEqual([]);
  });
});
