import type { GlossaryTerm } from '../schemas/glossary';

/**
 * Marks glossary terms inside running text ("Glossary everywhere"): the text is split into plain
 * segments and term segments, and the UI renders each term segment as a tooltip trigger that links
 * to the term's card.
 *
 * Matching rules:
 * - a term is recognised by its name or one of its aliases, case-insensitively; a space in a name
 *   matches any run of whitespace in the text (line breaks included);
 * - whole words only: the character before and after must not be a letter, digit or underscore,
 *   and a hyphen joined to a word counts as part of it ("Node" is not found in "Nodes",
 *   "custodial" is not found in "non-custodial"; "Bitcoin's" and "(Bitcoin)" do match);
 *   plurals and other forms are recognised only when listed as aliases;
 * - leftmost, then longest: at each position the longest name wins ("Lightning Network" rather than
 *   "Lightning"), and matched text is consumed, so shorter names inside it are not looked for again;
 * - by default each term is marked only at its first occurrence in the text; later occurrences stay
 *   plain text (and are still consumed as a whole). `markAll` marks every occurrence;
 * - `excludeTermIds` leaves those terms unmarked (e.g. the term whose own card is being shown).
 */
export type GlossarySegment = { kind: 'text'; text: string } | { kind: 'term'; text: string; termId: string };

export type GlossaryLinkTerm = Pick<GlossaryTerm, 'id' | 'term' | 'aliases'>;

export interface GlossaryLinkOptions {
  /** Mark every occurrence instead of only the first one of each term. Default false. */
  markAll?: boolean;
  /** Terms to leave unmarked. */
  excludeTermIds?: Iterable<string>;
}

export type GlossaryMatcher = (text: string, options?: GlossaryLinkOptions) => GlossarySegment[];

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Set when a name ends at this node. */
  termId: string | undefined;
}

const wordCharacter = /[\p{L}\p{M}\p{N}_]/u;
const whitespace = /\s/u;

function isWordCharacter(char: string | undefined): boolean {
  return char !== undefined && wordCharacter.test(char);
}

function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && whitespace.test(char);
}

/** The full character (code point) that ends just before `index`. */
function characterBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) return text.slice(index - 2, index);
  return text[index - 1];
}

/** The full character (code point) that starts at `index`. */
function characterAt(text: string, index: number): string | undefined {
  const codePoint = text.codePointAt(index);
  return codePoint === undefined ? undefined : String.fromCodePoint(codePoint);
}

function canStartAt(text: string, index: number): boolean {
  const before = characterBefore(text, index);
  if (isWordCharacter(before)) return false;
  if (before === '-' && isWordCharacter(characterBefore(text, index - 1))) return false;
  return true;
}

function canEndAt(text: string, index: number): boolean {
  const after = characterAt(text, index);
  if (isWordCharacter(after)) return false;
  if (after === '-' && isWordCharacter(characterAt(text, index + 1))) return false;
  return true;
}

/** Lower-cases one UTF-16 unit, keeping it as-is when lower-casing would change its length. */
function lowerUnit(unit: string): string {
  const lower = unit.toLowerCase();
  return lower.length === unit.length ? lower : unit;
}

function collapseWhitespace(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

function buildTrie(terms: readonly GlossaryLinkTerm[]): TrieNode {
  const root: TrieNode = { children: new Map(), termId: undefined };
  for (const term of terms) {
    for (const name of [term.term, ...term.aliases]) {
      const key = collapseWhitespace(name);
      if (key === '') continue;
      let node = root;
      for (let i = 0; i < key.length; i += 1) {
        const unit = lowerUnit(key[i] as string);
        let child = node.children.get(unit);
        if (child === undefined) {
          child = { children: new Map(), termId: undefined };
          node.children.set(unit, child);
        }
        node = child;
      }
      if (node.termId !== undefined && node.termId !== term.id) {
        throw new Error(`Glossary name "${name}" belongs to both "${node.termId}" and "${term.id}"`);
      }
      node.termId = term.id;
    }
  }
  return root;
}

/** The longest name starting at `start`, as [end, termId], or undefined. */
function longestMatchAt(text: string, start: number, root: TrieNode): [number, string] | undefined {
  let node = root;
  let index = start;
  let best: [number, string] | undefined;
  while (index < text.length) {
    const unit = text[index] as string;
    if (isWhitespace(unit)) {
      const next = node.children.get(' ');
      if (next === undefined) break;
      node = next;
      while (index < text.length && isWhitespace(text[index])) index += 1;
    } else {
      const next = node.children.get(lowerUnit(unit));
      if (next === undefined) break;
      node = next;
      index += 1;
    }
    if (node.termId !== undefined && canEndAt(text, index)) best = [index, node.termId];
  }
  return best;
}

function pushText(segments: GlossarySegment[], text: string): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last !== undefined && last.kind === 'text') {
    last.text += text;
  } else {
    segments.push({ kind: 'text', text });
  }
}

/**
 * Precompiles the names of `terms` into a matcher; build it once (module scope or useMemo) and call
 * it on every render. Throws if two terms share a name, since a link would then be ambiguous.
 */
export function createGlossaryMatcher(terms: readonly GlossaryLinkTerm[]): GlossaryMatcher {
  const root = buildTrie(terms);

  return (text, options = {}) => {
    const markAll = options.markAll ?? false;
    const excluded = new Set(options.excludeTermIds ?? []);
    const marked = new Set<string>();
    const segments: GlossarySegment[] = [];
    let plainStart = 0;
    let index = 0;

    while (index < text.length) {
      const unit = text[index] as string;
      const match =
        root.children.has(lowerUnit(unit)) && canStartAt(text, index) ? longestMatchAt(text, index, root) : undefined;
      if (match === undefined) {
        index += 1;
        continue;
      }
      const [end, termId] = match;
      if (!excluded.has(termId) && (markAll || !marked.has(termId))) {
        pushText(segments, text.slice(plainStart, index));
        segments.push({ kind: 'term', text: text.slice(index, end), termId });
        marked.add(termId);
        plainStart = end;
      }
      index = end;
    }
    pushText(segments, text.slice(plainStart));
    return segments;
  };
}

const matcherCache = new WeakMap<readonly GlossaryLinkTerm[], GlossaryMatcher>();

/**
 * One-off form of createGlossaryMatcher: splits `text` into plain and term segments. The matcher is
 * cached per `terms` array, so passing the same array on every render compiles it only once.
 */
export function linkGlossaryTerms(
  text: string,
  terms: readonly GlossaryLinkTerm[],
  options?: GlossaryLinkOptions,
): GlossarySegment[] {
  let matcher = matcherCache.get(terms);
  if (matcher === undefined) {
    matcher = createGlossaryMatcher(terms);
    matcherCache.set(terms, matcher);
  }
  return matcher(text, options);
}
