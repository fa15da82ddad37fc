import { normalizeGlossaryName, type GlossaryCategory, type GlossaryTerm } from '../schemas/glossary';
import { pluralize } from './plural';

/** The Glossary screen's controls: a search query and one category, or null for All Categories. */
export interface GlossaryFilter {
  query: string;
  category: GlossaryCategory | null;
}

/** The search box starts empty and the selected category starts at basics. */
export const defaultGlossaryFilter: GlossaryFilter = { query: '', category: 'basics' };

export type SearchableGlossaryTerm = Pick<GlossaryTerm, 'term' | 'aliases' | 'definition' | 'category'>;

const displayOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * How the search compares text: normalizeGlossaryName's (lower-case, whitespace collapsed) with
 * accents and other marks dropped, so 'criptografia' finds 'Criptografía' and 'AUTOCUSTODIA'
 * 'autocustodia'. Letters decomposed (NFD) and their combining marks removed: 'ñ' is looked for as
 * 'n', which a search may match loosely.
 */
export function glossarySearchKey(text: string): string {
  return normalizeGlossaryName(text.normalize('NFD').replace(/\p{M}+/gu, '')).normalize('NFC');
}

/**
 * The terms to show: those in the selected category (any category when null) whose name, one of
 * whose aliases, or whose definition contains the query, ignoring case, accents and extra whitespace
 * (glossarySearchKey). A
 * blank query matches everything. Filter and search combine. Results are in display order:
 * alphabetical by term name.
 */
export function filterGlossary<T extends SearchableGlossaryTerm>(terms: readonly T[], filter: GlossaryFilter): T[] {
  const query = glossarySearchKey(filter.query);
  const matchesQuery = (term: T) =>
    query === '' ||
    [term.term, ...term.aliases, term.definition].some((field) => glossarySearchKey(field).includes(query));
  const matches = terms.filter(
    (term) => (filter.category === null || term.category === filter.category) && matchesQuery(term),
  );
  return matches.sort((a, b) => displayOrder.compare(a.term, b.term));
}

/**
 * With a search and one category selected: how many terms of the other categories match the search
 * too, so the screen can offer them one click away ('seed phrase' finds nothing in Basics, but its
 * card is in Security). Zero without a search or with All Categories.
 */
export function matchesInOtherCategories(terms: readonly SearchableGlossaryTerm[], filter: GlossaryFilter): number {
  if (filter.category === null || glossarySearchKey(filter.query) === '') return 0;
  return filterGlossary(terms, { ...filter, category: null }).filter((term) => term.category !== filter.category)
    .length;
}

/** The button that widens a search to every category: 'Show 2 more matches in other categories'. */
export function otherCategoriesLine(count: number): string {
  return `Show ${pluralize(count, 'more match', 'more matches')} in other categories`;
}

/** The count line under the filters, e.g. 'Showing 12 of 138 terms'. */
export function glossaryCountLine(shown: number, total: number): string {
  return `Showing ${shown} of ${pluralize(total, 'term')}`;
}
