import { loadSecurityText, securityTextEn, type SecurityLanguageText } from '@shared/content/security-assessment';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from '@/lib/use-loaded';

/** Each language's text once fetched. */
const loaded = new Map<Language, SecurityLanguageText>([['en', securityTextEn]]);
const loading = new Map<Language, Promise<SecurityLanguageText>>();

/** Fetches a language's text (once); the assessment's tab waits for it before it shows. */
export function preloadSecurityText(language: Language): Promise<SecurityLanguageText> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let text = loading.get(language);
  if (!text) {
    text = loadSecurityText(language).then((value) => {
      loaded.set(language, value);
      return value;
    });
    loading.set(language, text);
  }
  return text;
}

/**
 * The assessment's content in the page's language; renders again on a switch. A language switched to
 * while the assessment shows is fetched then, the screen waiting (Suspense) until it has arrived.
 */
export function useSecurityText(): SecurityLanguageText {
  const language = useLanguage();
  return useLoaded(loaded.get(language), () => preloadSecurityText(language));
}
