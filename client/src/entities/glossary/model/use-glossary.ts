import { use, useEffect, useState } from 'react';
import { glossaryIn, loadGlossary, type Glossary } from '@shared/content/glossary';
import { glossaryNamesIn, loadGlossaryNames, type GlossaryNameIndex } from '@shared/content/glossary-index';
import { useLanguage } from '@/i18n/i18n';

/**
 * The whole glossary in the page's language (names, definitions, category labels). English is in
 * the glossary's own chunk; another language's text is loaded the first time it is shown, and the
 * component suspends until then (the Glossary tab and the term popups sit inside a Suspense
 * boundary). Renders again in the new language when the language changes.
 */
export function useGlossary(): Glossary {
  const language = useLanguage();
  return glossaryIn(language) ?? use(loadGlossary(language));
}

/**
 * The glossary's names in the page's language, for marking terms in running text: English at once;
 * another language's names (a small chunk) are loaded on first use, and until they arrive the text
 * stays plain (running text never waits for the glossary).
 */
export function useGlossaryNames(): GlossaryNameIndex | undefined {
  const language = useLanguage();
  const names = glossaryNamesIn(language);
  const [, setLoaded] = useState<GlossaryNameIndex | undefined>(undefined);
  useEffect(() => {
    if (names) return;
    let current = true;
    loadGlossaryNames(language).then(
      (loaded) => {
        if (current) setLoaded(loaded);
      },
      (error: unknown) => console.warn('The glossary names could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [language, names]);
  return names;
}
