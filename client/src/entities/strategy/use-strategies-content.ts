import { loadStrategies, strategiesContent, type StrategiesContent } from '@shared/content/strategies';
import { languageResource } from '@/lib/language-resource';

/**
 * The strategies in each language, fetched once (English is part of this chunk);
 * `preloadStrategies` lets a screen show them without waiting.
 */
const strategies = languageResource(loadStrategies, strategiesContent);

export const preloadStrategies = strategies.preload;

/**
 * The strategies and their labels in the page's language: at once in English; in another language
 * the component suspends while that language's module is fetched (once), and renders again on a
 * switch. Every screen that shows a strategy reads it here (Strategies, Wizard results, Compare).
 */
export function useStrategiesContent(): StrategiesContent {
  return strategies.useValue();
}

/** A strategy in the page's language, by id (the Wizard and Compare hold strategies by id). */
export function useLocalizedStrategy<T extends { id: string }>(strategy: T): T {
  const { strategies } = useStrategiesContent();
  return { ...strategy, ...strategies.find((candidate) => candidate.id === strategy.id) };
}
