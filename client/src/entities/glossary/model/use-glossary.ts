import { glossaryIn, loadGlossary, type Glossary } from '@shared/content/glossary';
import { useLanguage } from '@/i18n/i18n';
import { useLoaded } from '@/lib/use-loaded';

/**
 * The whole glossary in the page's language (names, definitions, category labels). English is in
 * the glossary's own chunk; another language's text is loaded the first time it is shown, and the
 * component suspends until then (the Glossary tab and the term popups sit inside a Suspense
 * boundary). Renders again in the new language when the language changes.
 */
export function useGlossary(): Glossary {
  const language = useLanguage();
  return useLoaded(glossaryIn(language), () => loadGlossary(language));
}
