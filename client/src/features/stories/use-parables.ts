import { loadParables, parablesContent, type ParablesContent } from '@shared/content/parables';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from '@/lib/use-loaded';

/** The stories in each language loaded so far (English is part of this chunk). */
const loaded = new Map<Language, ParablesContent>([['en', parablesContent]]);
const loading = new Map<Language, Promise<ParablesContent>>();

/** Fetches the stories in `language` (once), so that a story shows them without waiting. */
export function preloadParables(language: Language): Promise<ParablesContent> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loadParables(language).then((content) => {
      loaded.set(language, content);
      return content;
    });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The stories in the page's language: at once in English; in another language the component
 * suspends while that language's module is fetched (once), and renders again on a switch.
 */
export function useParables(): ParablesContent {
  const language = useLanguage();
  return useLoaded(loaded.get(language), () => preloadParables(language));
}
