import { loadCommunityText, communityTextEn, type CommunityLanguageText } from '@shared/content/communities';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from '@/lib/use-loaded';

/** Each language's text once fetched. */
const loaded = new Map<Language, CommunityLanguageText>([['en', communityTextEn]]);
const loading = new Map<Language, Promise<CommunityLanguageText>>();

/** Fetches a language's text (once); the directory's tab waits for it before it shows. */
export function preloadCommunityText(language: Language): Promise<CommunityLanguageText> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let text = loading.get(language);
  if (!text) {
    text = loadCommunityText(language).then((value) => {
      loaded.set(language, value);
      return value;
    });
    loading.set(language, text);
  }
  return text;
}

/**
 * The directory's content in the page's language; renders again on a switch. A language switched to
 * while the directory shows is fetched then, the screen waiting (Suspense) until it has arrived.
 */
export function useCommunityText(): CommunityLanguageText {
  const language = useLanguage();
  return useLoaded(loaded.get(language), () => preloadCommunityText(language));
}
