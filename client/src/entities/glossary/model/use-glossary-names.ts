import { useEffect, useState } from 'react';
import { glossaryNamesIn, loadGlossaryNames, type GlossaryNameIndex } from '@shared/content/glossary-index';
import { useLanguage } from '@/i18n/i18n';

// Apart from use-glossary.ts: running text is on first screens, and must not carry the definitions.
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
