import { loadParables, parablesContent, type ParablesContent } from '@shared/content/parables';
import { languageResource } from '@/lib/language-resource';

/**
 * The stories in each language, fetched once (English is part of this chunk); `preloadParables`
 * lets a story show them without waiting.
 */
const parables = languageResource(loadParables, parablesContent);

export const preloadParables = parables.preload;

/**
 * The stories in the page's language: at once in English; in another language the component
 * suspends while that language's module is fetched (once), and renders again on a switch.
 */
export function useParables(): ParablesContent {
  return parables.useValue();
}
