import { parse, type Token } from '@messageformat/parser';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_HINT } from '@shared/domain/password-hint';
import { authMessages } from '@shared/schemas/auth';
import { compileCatalogue } from '../../../scripts/message-catalogues';
import en from './locales/en.json';
import es from './locales/es.json';

type Catalogue = Record<string, string>;
const areaFiles = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });
/** One language's messages, its start catalogue and every area's (their ids never repeat: checked below). */
const whole = (language: string, start: Catalogue): Catalogue =>
  Object.assign(
    {},
    start,
    ...Object.entries(areaFiles)
      .filter(([file]) => file.startsWith(`./locales/${language}/`))
      .map(([, messages]) => messages),
  ) as Catalogue;
const catalogues: Record<string, Catalogue> = { en: whole('en', en), es: whole('es', es) };
const english = catalogues.en as Catalogue;
const spanish = catalogues.es as Catalogue;

/** Each argument of an ICU message with its kind ('text', 'plural', 'select', 'number', 'date', ...), and its tags. */
function signature(message: string): { args: Record<string, string>; tags: string[] } {
  const args: Record<string, string> = {};
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') args[token.arg] = 'text';
      else if (token.type === 'function') args[token.arg] = token.key;
      else if (token.type === 'plural' || token.type === 'select') {
        args[token.arg] = token.type;
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  const tags = [...message.matchAll(/<\/?(\d+)>/g)].map((match) => match[0]).sort();
  return { args, tags };
}

/** The case keys of every plural and select of a message. */
function caseKeys(message: string): Array<{ type: string; arg: string; keys: string[] }> {
  const found: Array<{ type: string; arg: string; keys: string[] }> = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select') {
        found.push({ type: token.type, arg: token.arg, keys: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  return found;
}

describe('message catalogues (decision 063)', () => {
  it('Spanish has every English key and no other, in the same catalogue files', () => {
    const files = (language: string) =>
      Object.keys(areaFiles)
        .filter((file) => file.startsWith(`./locales/${language}/`))
        .map((file) => file.slice(`./locales/${language}/`.length));
    expect(files('es')).toEqual(files('en'));
    for (const file of files('en')) {
      const englishArea = areaFiles[`./locales/en/${file}`] ?? {};
      const spanishArea = areaFiles[`./locales/es/${file}`] ?? {};
      expect(Object.keys(spanishArea).sort(), file).toEqual(Object.keys(englishArea).sort());
    }
    const missing = Object.keys(english).filter((id) => !(id in spanish));
    const extra = Object.keys(spanish).filter((id) => !(id in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('an id is in one catalogue file only', () => {
    const counted =
      Object.keys(en).length + Object.values(areaFiles).reduce((n, c) => n + Object.keys(c).length, 0) / 2;
    expect(Object.keys(english).length).toBe(counted);
  });

  it.each(Object.entries(catalogues))('every %s message is valid ICU and not empty', (_language, catalogue) => {
    for (const [id, message] of Object.entries(catalogue)) {
      expect(message.trim(), id).not.toBe('');
      expect(() => parse(message, { strict: false }), id).not.toThrow();
    }
  });

  it('each Spanish message has the English one’s placeholders, of the same kind, and the same tags', () => {
    const differ = Object.keys(english).flatMap((id) => {
      const inEnglish = signature(english[id] ?? '');
      const inSpanish = signature(spanish[id] ?? '');
      return JSON.stringify(inEnglish) === JSON.stringify(inSpanish) ? [] : [{ id, inEnglish, inSpanish }];
    });
    expect(differ).toEqual([]);
  });

  it('every plural has an other case and only categories the language has (or exact =N)', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
      for (const [id, message] of Object.entries(catalogue)) {
        for (const { type, keys } of caseKeys(message)) {
          expect(keys, `${language} ${id}`).toContain('other');
          if (type !== 'plural') continue;
          for (const key of keys)
            expect([...categories, 'other'], `${language} ${id}: ${key}`).toContain(
              key.startsWith('=') ? 'other' : key,
            );
        }
      }
    }
  });

  it('learner messages keyed by their English text translate that text in English', () => {
    for (const [id, message] of Object.entries(english)) {
      if (id.includes(' ')) expect(message, id).toBe(id);
    }
  });

  it('has the shared rules’ own English wording, so a message the API or a schema sends is found', () => {
    expect(en['auth.passwordHint']).toBe(PASSWORD_RULE_HINT);
    const messages = Object.values(authMessages).filter(
      (text) => !text.startsWith('Push ') && text !== 'Reset token is required',
    );
    for (const text of messages) expect(Object.keys(english), text).toContain(text);
  });

  it('the compiled catalogues format plurals for 0, 1, 2 and 5 in each language', () => {
    const i18n = setupI18n();
    i18n.load({ en: compileCatalogue(en), es: compileCatalogue(es) });
    const progress = (language: string, done: number) => {
      i18n.activate(language);
      return i18n._('welcome.journey.progress', { done, total: 8 });
    };
    expect([0, 1, 2, 5].map((n) => progress('en', n))).toEqual([
      '0 of 8 steps complete: keep going.',
      '1 of 8 steps complete: keep going.',
      '2 of 8 steps complete: keep going.',
      '5 of 8 steps complete: keep going.',
    ]);
    expect([0, 1, 2, 5].map((n) => progress('es', n))).toEqual([
      '0 pasos de 8 completados: sigue así.',
      '1 paso de 8 completado: sigue así.',
      '2 pasos de 8 completados: sigue así.',
      '5 pasos de 8 completados: sigue así.',
    ]);
  });
});
