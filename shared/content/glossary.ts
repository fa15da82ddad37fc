import { glossaryCategoryValues, type GlossaryCategory, type GlossaryTerm } from '../schemas/glossary';
import { glossaryDefinitions, type GlossaryIconName } from './glossary-definitions';
import { glossaryIndex } from './glossary-index';

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
