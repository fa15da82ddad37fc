import { parse, type Token } from '@messageformat/parser';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_HINT } from '@shared/domain/password-hint';
import { authMessages } from '@shared/schemas/auth';
import { compileCatalogue } from '../../../scripts/message-catalogues';
import en from './locales/en.json';
import es from './locales/es.json';

type Catalogue = Record<string, string>;
const catalogues: Record<string, Catalogue> = { en, es };

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
  it('Spanish has every English key and no other', () => {
    const missing = Object.keys(en).filter((id) => !(id in es));
    const extra = Object.keys(es).filter((id) => !(id in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(Object.entries(catalogues))('every %s message is valid ICU and not empty', (_language, catalogue) => {
    for (const [id, message] of Object.entries(catalogue)) {
      expect(message.trim(), id).not.toBe('');
      expect(() => parse(message, { strict: false }), id).not.toThrow();
    }
  });

  it('each Spanish message has the English one’s placeholders, of the same kind, and the same tags', () => {
    const differ = Object.keys(en).flatMap((id) => {
      const english = signature(en[id as keyof typeof en]);
      const spanish = signature(es[id as keyof typeof es] ?? '');
      return JSON.stringify(english) === JSON.stringify(spanish) ? [] : [{ id, english, spanish }];
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
    for (const [id, message] of Object.entries(en)) {
      if (id.includes(' ')) expect(message, id).toBe(id);
    }
  });

  it('has the shared rules’ own English wording, so a message the API or a schema sends is found', () => {
    expect(en['auth.passwordHint']).toBe(PASSWORD_RULE_HINT);
    const messages = Object.values(authMessages).filter(
      (text) => !text.startsWith('Push ') && text !== 'Reset token is required',
    );
    for (const text of messages) expect(Object.keys(en), text).toContain(text);
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
