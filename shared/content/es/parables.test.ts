import { describe, expect, it } from 'vitest';
import { loadParables, parablesContent } from '../parables';
import { parableSummaries } from '../parables-index';
import { expectSpanishParity } from './expect-parity';
import { parablePageEs, parableTextsEs } from './parables';
import { parableSummariesEs, STORIES_SECTION_ES } from './parables-index';
import { STORIES_SECTION } from '../parables-index';

describe('the Stories from Babylon in Spanish', () => {
  it('have every story, paragraph by paragraph, with its quotation, lessons and Bitcoin note', () => {
    expectSpanishParity(parablesContent.texts, parableTextsEs);
    expectSpanishParity(parablesContent.page, parablePageEs);
  });

  it('list the ten stories with the English ids and reading times', () => {
    expectSpanishParity(parableSummaries, parableSummariesEs);
    expectSpanishParity(STORIES_SECTION, STORIES_SECTION_ES);
  });

  it('mark the passage in Clason’s words as Arkad’s translation, from a book in the public domain in the US', () => {
    expect(parablePageEs.quoteLabel).toContain('(traducción de Arkad)');
    expect(parablePageEs.quoteNote).toContain('dominio público en Estados Unidos');
  });

  it('are given by language', async () => {
    expect(await loadParables('en')).toBe(parablesContent);
    const spanish = await loadParables('es');
    expect(spanish.texts).toBe(parableTextsEs);
    expect(spanish.list).toBe(parableSummariesEs);
  });
});
