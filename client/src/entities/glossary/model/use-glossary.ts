import { englishGlossary, loadGlossary, type Glossary } from '@shared/content/glossary';
import { languageResource } from '@/lib/language-resource';

/** The glossary in each language, loaded once (English is in the glossary's own chunk). */
const glossaries = languageResource(loadGlossary, englishGlossary);

/** Loads the glossary in `language` (once), so that the Glossary tab or a popup shows it at once. */
export const preloadGlossary = glossaries.preload;

/**
 * The whole glossary in the page's language (names, definitions, category labels). English is in
 * the glossary's own chunk; another language's text is loaded the first time it is shown, and the
 * component suspends until then (the Glossary tab and the term popups sit inside a Suspense
 * boundary). Renders again in the new language when the language changes.
 */
export function useGlossary(): Glossary {
  return glossaries.useValue();
}
