import type { Language } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from './use-loaded';

/**
 * Content kept by language: `preload` fetches a language's value once, `useValue` reads it in a
 * component.
 */
export interface LanguageResource<T> {
  /**
   * Fetches `language`'s value (once; again after a failed fetch), so that a screen shows it
   * without waiting.
   */
  preload(language: Language): Promise<T>;
  /**
   * The value in the page's language: at once when it is at hand (English, if given, always is); in
   * another language the component suspends while it is fetched, and renders again on a switch.
   */
  useValue(): T;
}

/** A language's content module loaded on demand, each language once (see `useLoaded`). */
export function languageResource<T>(load: (language: Language) => Promise<T>, englishValue?: T): LanguageResource<T> {
  const loaded = new Map<Language, T>(englishValue === undefined ? [] : [['en', englishValue]]);
  const loading = new Map<Language, Promise<T>>();

  function preload(language: Language): Promise<T> {
    const ready = loaded.get(language);
    if (ready !== undefined) return Promise.resolve(ready);
    let pending = loading.get(language);
    if (!pending) {
      pending = load(language).then(
        (value) => {
          loaded.set(language, value);
          return value;
        },
        (error: unknown) => {
          loading.delete(language);
          throw error;
        },
      );
      loading.set(language, pending);
    }
    return pending;
  }

  function useValue(): T {
    const language = useLanguage();
    return useLoaded(loaded.get(language), () => preload(language));
  }

  return { preload, useValue };
}
