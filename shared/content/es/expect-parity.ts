import { expect } from 'vitest';
import { checkSpanishContent, collectStrings } from '../content-checks';

/** Keys whose string values are ids, not text: a translation keeps them as they are. */
const ID_KEYS = new Set(['id', 'level', 'storyId', 'strategyId', 'kind', 'color', 'section', 'anchor', 'href']);

/** `{placeholder}`s of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

function stringProblems(english: string, translated: unknown, path: string): string[] {
  if (typeof translated !== 'string') return [`${path}: not a string`];
  if (ID_KEYS.has(path.split('.').at(-1) ?? '')) return english === translated ? [] : [`${path}: id changed`];
  if (translated.trim() === '') return [`${path}: empty`];
  return placeholders(english).join() === placeholders(translated).join() ? [] : [`${path}: other placeholders`];
}

function listProblems(english: readonly unknown[], translated: unknown, path: string): string[] {
  if (!Array.isArray(translated) || translated.length !== english.length)
    return [
      `${path}: ${english.length} items in English, ${Array.isArray(translated) ? translated.length : 'none'} translated`,
    ];
  return english.flatMap((item, index) => parityProblems(item, translated[index], `${path}[${index}]`));
}

function objectProblems(english: object, translated: unknown, path: string): string[] {
  if (translated === null || typeof translated !== 'object') return [`${path}: not an object`];
  const keys = Object.keys(english).sort();
  const translatedKeys = Object.keys(translated).sort();
  if (keys.join() !== translatedKeys.join())
    return [`${path}: keys ${translatedKeys.join()} instead of ${keys.join()}`];
  return keys.flatMap((key) =>
    parityProblems(
      (english as Record<string, unknown>)[key],
      (translated as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}

/**
 * Differences between a translation and its English source: a key, an item or a string missing or
 * extra, an id, number or flag changed, other placeholders, an empty string. Empty when they match.
 */
export function parityProblems(english: unknown, translated: unknown, path = ''): string[] {
  if (typeof english === 'string') return stringProblems(english, translated, path);
  if (Array.isArray(english)) return listProblems(english, translated, path);
  if (english !== null && typeof english === 'object') return objectProblems(english, translated, path);
  return english === translated ? [] : [`${path}: ${String(english)} became ${String(translated)}`];
}

/** The translation has the source's shape, ids and placeholders, and passes the Spanish content checks. */
export function expectSpanishParity(english: unknown, spanish: unknown): void {
  expect(parityProblems(english, spanish)).toEqual([]);
  const problems = collectStrings(spanish).flatMap(({ path, text }) =>
    checkSpanishContent(text).map((problem) => `${path}: ${problem.message} «${problem.excerpt}»`),
  );
  expect(problems).toEqual([]);
}
