import { describe, expect, it } from 'vitest';
import { progressSteps } from '../domain/learning-progress';
import { collectStrings, findContentProblems } from './content-checks';
import { emailCopy, emailCopyFor } from './emails';
import { emailCopyEs } from './es/emails';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const byPath = (copy: unknown) => new Map(collectStrings(copy).map((s) => [s.path, s.text]));

/** Advice or a forecast in Spanish (docs/content.md): what no email may say, whatever the language. */
const FORBIDDEN_ES =
  /\b(deber[íi]as|compra(r|lo)?|vend(e|er|erlo)|subir[áa]|bajar[áa]|alcanzar[áa]|predic\w*|pron[óo]stic\w*|oportunidad|recomend\w*|te conviene)\b/i;

describe('email wording in Spanish', () => {
  const english = byPath(emailCopy);
  const spanish = byPath(emailCopyEs);

  it('has every English text and no other, with the same placeholders', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) {
      expect({ path, placeholders: placeholders(spanish.get(path) ?? '') }).toEqual({
        path,
        placeholders: placeholders(text),
      });
    }
  });

  it('names every step of the learning path', () => {
    expect(Object.keys(emailCopyEs.steps).sort()).toEqual([...progressSteps].sort());
  });

  it('keeps to the content rules: no advice, no forecast', () => {
    for (const [path, text] of spanish) {
      expect({ path, problems: findContentProblems(text) }).toEqual({ path, problems: [] });
      expect({ path, text }).not.toEqual({ path, text: expect.stringMatching(FORBIDDEN_ES) });
    }
  });

  it('is Spanish: no English text kept as it is (other than names)', () => {
    const same = [...english].filter(([path, text]) => spanish.get(path) === text && /[a-z]{4}/.test(text));
    expect(same).toEqual([]);
  });

  it('is chosen by the account language, English when none', () => {
    expect(emailCopyFor('es')).toBe(emailCopyEs);
    expect(emailCopyFor('en')).toBe(emailCopy);
    expect(emailCopyFor(null)).toBe(emailCopy);
  });
});
