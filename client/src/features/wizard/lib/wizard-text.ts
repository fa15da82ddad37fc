import { loadWizardText, wizardTextEn, type WizardLanguageText } from '@shared/content/wizard-questions';
import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from '@/lib/use-loaded';

/** Each language's text once fetched (English is in the wizard's chunk already). */
const loaded = new Map<Language, WizardLanguageText>([['en', wizardTextEn]]);
const loading = new Map<Language, Promise<WizardLanguageText>>();

/** Fetches a language's text (once); the wizard's tab waits for it before it shows. */
export function preloadWizardText(language: Language): Promise<WizardLanguageText> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let text = loading.get(language);
  if (!text) {
    text = loadWizardText(language).then((value) => {
      loaded.set(language, value);
      return value;
    });
    loading.set(language, text);
  }
  return text;
}

/**
 * The wizard's content in the page's language; renders again on a switch. A language switched to
 * while the wizard shows is fetched then, the screen waiting (Suspense) until it has arrived.
 */
export function useWizardText(): WizardLanguageText {
  const language = useLanguage();
  return useLoaded(loaded.get(language), () => preloadWizardText(language));
}
