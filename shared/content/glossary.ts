import type { Language } from '../i18n/languages';
import type { GlossaryNames } from './es/glossary-index';
import { glossaryCategoryValues, type GlossaryCategory, type GlossaryTerm } from '../schemas/glossary';
import { glossaryDefinitions, type GlossaryDefinitionText, type GlossaryIconName } from './glossary-definitions';
import {
  glossaryIndex,
  glossaryNamesIn,
  loadGlossaryNames,
  translatedNameIndex,
  type GlossaryNameIndex,
  type GlossaryTermId,
} from './glossary-index';

export { freeGlossaryTermIds, isFreeGlossaryTerm } from './glossary-index';

/**
 * The Arkad glossary, whole: each term of the index (./glossary-index: names, aliases, free flag)
 * joined with what it says (./glossary-definitions). The Glossary tab and the term popups use it;
 * running text needs only the index. glossary.test.ts holds the joined list to glossaryTermListSchema
 * (unique ids and names, related terms that resolve, ...), so no schema runs in the browser.
 */
/** A term of the glossary as the content writes it: its icon one of the names the glossary uses. */
export type GlossaryEntry = Omit<GlossaryTerm, 'icon'> & { icon: GlossaryIconName };

export const glossaryTerms: readonly GlossaryEntry[] = glossaryIndex.map(({ id, term, aliases, free }) => {
  const definition = glossaryDefinitions[id];
  if (definition === undefined) throw new Error(`Glossary term "${id}" has no definition`);
  return { id, term, aliases, ...definition, free };
});

const glossaryTermsById: ReadonlyMap<string, GlossaryEntry> = new Map(glossaryTerms.map((term) => [term.id, term]));

export function getGlossaryTerm(id: string): GlossaryEntry | undefined {
  return glossaryTermsById.get(id);
}

export const glossaryCategoryLabels: Readonly<Record<GlossaryCategory, string>> = {
  basics: 'Basics',
  technology: 'Technology',
  investing: 'Investing',
  security: 'Security',
  advanced: 'Advanced',
};

/** Category filter buttons in display order; 'All Categories' (null) is the screen's own button. */
export const glossaryCategories: readonly { id: GlossaryCategory; label: string }[] = glossaryCategoryValues.map(
  (id) => ({ id, label: glossaryCategoryLabels[id] }),
);

/**
 * The whole glossary in one language: its terms (names and text in that language; category, icon,
 * related terms and free flag the same in every language), its categories' labels and its names
 * index. English is part of this module; another language's text is its own chunk, loaded by
 * `loadGlossary` when a page in that language shows a definition.
 */
export interface Glossary {
  language: Language;
  terms: readonly GlossaryEntry[];
  get(id: string): GlossaryEntry | undefined;
  categories: readonly { id: GlossaryCategory; label: string }[];
  categoryLabels: Readonly<Record<GlossaryCategory, string>>;
  names: GlossaryNameIndex;
}

export interface GlossaryTranslation {
  definitions: Readonly<Record<GlossaryTermId, GlossaryDefinitionText>>;
  categoryLabels: Readonly<Record<GlossaryCategory, string>>;
}

const translations: Record<Exclude<Language, 'en'>, () => Promise<GlossaryTranslation>> = {
  es: () =>
    Promise.all([import('./es/glossary-definitions'), import('./es/glossary-index')]).then(([text, names]) => ({
      definitions: text.glossaryDefinitionsEs,
      categoryLabels: names.glossaryCategoryLabelsEs,
    })),
};

function glossaryOf(
  names: GlossaryNameIndex,
  terms: readonly GlossaryEntry[],
  categoryLabels: Readonly<Record<GlossaryCategory, string>>,
): Glossary {
  const byId = new Map(terms.map((term) => [term.id, term]));
  return {
    language: names.language,
    terms,
    get: (id) => byId.get(id),
    categories: glossaryCategoryValues.map((id) => ({ id, label: categoryLabels[id] })),
    categoryLabels,
    names,
  };
}

/**
 * The glossary in another language from its modules, given whole (the build's public pages, which
 * import them; the app loads them with `loadGlossary`).
 */
export function translatedGlossary(
  language: Exclude<Language, 'en'>,
  names: Readonly<Record<GlossaryTermId, GlossaryNames>>,
  translation: GlossaryTranslation,
): Glossary {
  const index = translatedNameIndex(language, names);
  return glossaryOf(index, translatedTerms(index, translation), translation.categoryLabels);
}

/** The English terms with another language's names and text. */
function translatedTerms(names: GlossaryNameIndex, translation: GlossaryTranslation): GlossaryEntry[] {
  return glossaryTerms.map((english) => {
    const name = names.get(english.id);
    const text = translation.definitions[english.id as GlossaryTermId];
    if (name === undefined || text === undefined) throw new Error(`Glossary term "${english.id}" is not translated`);
    return { ...english, term: name.term, aliases: name.aliases, ...text, examples: [...text.examples] };
  });
}

/** The English glossary, whole (part of this module). */
export const englishGlossary: Glossary = glossaryOf(englishNameIndex(), glossaryTerms, glossaryCategoryLabels);

function englishNameIndex(): GlossaryNameIndex {
  const names = glossaryNamesIn('en');
  if (names === undefined) throw new Error('The English glossary index is always loaded');
  return names;
}

/**
 * The glossary in a language: English at once, another language built from its own chunks (the
 * client keeps each language's once: use-glossary.ts).
 */
export function loadGlossary(language: Language): Promise<Glossary> {
  if (language === 'en') return Promise.resolve(englishGlossary);
  return Promise.all([loadGlossaryNames(language), translations[language]()]).then(([names, translation]) =>
    glossaryOf(names, translatedTerms(names, translation), translation.categoryLabels),
  );
}
