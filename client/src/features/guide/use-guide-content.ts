import { guideContent, loadGuideContent, type GuideContent } from '@shared/content/guide';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from '@/lib/use-loaded';

/** The Guide's content in each language loaded so far (English is part of this chunk). */
const loaded = new Map<Language, GuideContent>([['en', guideContent]]);
const loading = new Map<Language, Promise<GuideContent>>();

/** Fetches the Guide's content in `language` (once), so that the Guide shows it without waiting. */
export function preloadGuideContent(language: Language): Promise<GuideContent> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loadGuideContent(language).then((content) => {
      loaded.set(language, content);
      return content;
    });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The Guide's content in the page's language: at once in English; in another language the
 * component suspends while that language's module is fetched (once), and renders again on a switch.
 */
export function useGuideContent(): GuideContent {
  const language = useLanguage();
  return useLoaded(loaded.get(language), () => preloadGuideContent(language));
}
