import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stepRules } from '../domain/learning-progress';
import { clasonChapters } from '../schemas/quiz';
import { collectStrings, findContentProblems } from './content-checks';
import {
  allParables,
  CLASON_QUOTE_NOTE,
  getParable,
  parableWords,
  READING_WORDS_PER_MINUTE,
  readingMinutes,
} from './parables';
import { parableIds, STORIES_SECTION } from './parables-index';
import { normalizePassageText, passageContains, resolvePassage } from './passages';

const excerpts = readFileSync(path.join(import.meta.dirname, '../../docs/sources/book-parables.md'), 'utf8');
const wordCount = (texts: readonly string[]) => texts.join(' ').split(/\s+/).filter(Boolean).length;

describe('Stories from Babylon', () => {
  it('retells the ten parables, one per chapter of the book, in the book’s order', () => {
    expect(allParables().map((story) => story.chapter)).toEqual([...clasonChapters]);
    expect(allParables().map((story) => story.id)).toEqual([...parableIds]);
  });

  it.each(parableIds)('%s takes 3 to 6 minutes to read', (id) => {
    const story = getParable(id);
    const minutes = wordCount(parableWords(story)) / READING_WORDS_PER_MINUTE;
    expect(minutes).toBeGreaterThanOrEqual(3);
    expect(minutes).toBeLessThanOrEqual(6);
    expect(readingMinutes(story)).toBeGreaterThanOrEqual(3);
  });

  it.each(parableIds)('%s says what it teaches about saving and what it does not say about Bitcoin', (id) => {
    const story = getParable(id);
    expect(story.story.length).toBeGreaterThanOrEqual(4);
    expect(story.teaches.length).toBeGreaterThanOrEqual(2);
    expect(story.notAboutBitcoin).toMatch(/bitcoin/i);
    // Clason never wrote about Bitcoin: every story's note says the story does not.
    expect(story.notAboutBitcoin).toMatch(/\b(?:not|never|nothing|neither)\b/i);
  });

  it.each(parableIds)('%s quotes the book only in a short passage copied word for word from the excerpts', (id) => {
    const { inClasonsWords } = getParable(id);
    expect(wordCount([inClasonsWords.text])).toBeLessThanOrEqual(40);
    expect(passageContains(excerpts, inClasonsWords.text), inClasonsWords.text).toBe(true);
    // The retelling itself never carries a quotation mark around a long run of the book's words.
    for (const paragraph of getParable(id).story)
      expect(normalizePassageText(paragraph)).not.toContain(normalizePassageText(inClasonsWords.text));
  });

  it('says where it quotes the book that the book is in the public domain in the United States', () => {
    expect(CLASON_QUOTE_NOTE).toMatch(/public domain in the United States/);
  });

  it('lets a question’s key terms be checked against the whole page a learner reads', () => {
    const passage = resolvePassage({ kind: 'parable', parable: 'the-clay-tablets-from-babylon' });
    expect(passageContains(passage.text, 'seven tenths')).toBe(true);
    expect(passage.plan).toBe('free');
    expect(passage.step).toBe('guide');
  });

  it.each(parableIds)('%s: the list shows the reading time its page takes', (id) => {
    const story = getParable(id);
    expect(story.minutes).toBe(readingMinutes(story));
  });

  it('counts the stories in the Guide step’s estimate of minutes', () => {
    // The Guide's own text is about 2,000 words (docs/learning-path.md); the stories add theirs.
    const storyWords = wordCount(allParables().flatMap(parableWords));
    const guide = stepRules.find((rule) => rule.step === 'guide');
    expect(guide?.minutes).toBeGreaterThanOrEqual(Math.round((2000 + storyWords) / READING_WORDS_PER_MINUTE) + 5);
  });

  it('passes the content rules of docs/content.md', () => {
    const problems = collectStrings({
      section: STORIES_SECTION,
      stories: allParables().map((story) => ({ ...story })),
    }).flatMap(({ path: at, text }) => findContentProblems(text).map((problem) => ({ path: at, ...problem })));
    expect(problems).toEqual([]);
  });
});
