import type { Request } from 'express';
import { negotiateLanguage, type Language } from '@shared/i18n/languages';

/**
 * The tags of an Accept-Language header, most wanted first (weights honoured, `q=0` dropped, at
 * most 20 read): 'es-MX,es;q=0.9,en;q=0.5' gives ['es-MX', 'es', 'en'].
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A weight that is not a number (q=abc) counts as q=0: the tag is dropped.
      const q = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]?.trim()).find((value) => value !== undefined);
      const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a request's learner reads: the app sends the page's language as Accept-Language on
 * every API call (client/src/lib/api-client.ts), so a message or content the API sends for a learner
 * to read follows the language on screen, even mid-quiz after a switch. English when none of Arkad's.
 */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  return negotiateLanguage(acceptedLanguageTags(req.headers['accept-language']));
}
