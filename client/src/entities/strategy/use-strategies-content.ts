import { loadStrategies, strategiesContent, type StrategiesContent } from '@shared/content/strategies';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from '@/lib/use-loaded';

/** The strategies in each language loaded so far (English is part of this chunk). */
const loaded = new Map<Language, StrategiesContent>([['en', strategiesContent]]);
const loading = new Map<Language, Promise<StrategiesContent>>();

/** Fetches the strategies in `language` (once), so that a screen shows them without waiting. */
export function preloadStrategies(language: Language): Promise<StrategiesContent> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loadStrategies(language).then((content) => {
      loaded.set(language, content);
      return content;
    });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The strategies and their labels in the page's language: at once in English; in another language
 * the component suspends while that language's module is fetched (once), and renders again on a
 * switch. Every screen that shows a strategy reads it here (Strategies, Wizard results, Compare).
 */
export function useStrategiesContent(): StrategiesContent {
  const language = useLanguage();
  return useLoaded(loaded.get(language), () => preloadStrategies(language));
}

/** A strategy in the page's language, by id (the Wizard and Compare hold strategies by id). */
export function useLocalizedStrategy<T extends { id: string }>(strategy: T): T {
  const { strategies } = useStrategiesContent();
  return { ...strategy, ...strategies.find((candidate) => candidate.id === strategy.id) };
}
