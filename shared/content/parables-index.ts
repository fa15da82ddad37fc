import type { ClasonChapter } from '../schemas/quiz';

/**
 * Stories from Babylon: the ten parables of George S. Clason's The Richest Man in Babylon (1926),
 * retold in Arkad's own words, one lesson per chapter of the book. This index is what a list of
 * them needs (the Guide shows it); the stories themselves are in ./parables, loaded only by the
 * story's own screen. Each id is stable: it names the story's page (/stories/:id) and the quiz
 * questions it teaches (PassageRef { kind: 'parable' }).
 */
export const parableIds = [
  'the-man-who-desired-gold',
  'the-richest-man-in-babylon',
  'seven-cures-for-a-lean-purse',
  'meet-the-goddess-of-good-luck',
  'the-five-laws-of-gold',
  'the-gold-lender-of-babylon',
  'the-walls-of-babylon',
  'the-camel-trader-of-babylon',
  'the-clay-tablets-from-babylon',
  'the-luckiest-man-in-babylon',
] as const;
export type ParableId = (typeof parableIds)[number];

export interface ParableSummary {
  id: ParableId;
  /** The book's chapter the story retells (its title as the book's contents give it). */
  chapter: ClasonChapter;
  /** Who the story is about, in a few words. */
  characters: string;
  /** The story in one sentence, for the list. */
  summary: string;
  /** Minutes to read its page, as ./parables readingMinutes counts them (a test holds the two equal). */
  minutes: number;
}

/** A story as a list shows it, in any language (the chapter's title translated). */
export interface StoryListItem {
  id: ParableId;
  chapter: string;
  characters: string;
  summary: string;
  minutes: number;
}

/** The Guide's section that lists the stories (its anchor, title and introduction). */
export const STORIES_SECTION = {
  id: 'guide-stories',
  title: 'Stories from Babylon',
  intro:
    'The ten parables of Clason’s book, retold in modern words. Each takes a few minutes to read, says what it teaches about saving, and says what it does not say about Bitcoin: Clason never wrote about it. The Guide quiz asks about them.',
} as const;

/** The ten stories in the book's order. */
export const parableSummaries: readonly ParableSummary[] = [
  {
    id: 'the-man-who-desired-gold',
    chapter: 'The Man Who Desired Gold',
    characters: 'Bansir, a chariot builder, and Kobbi, a musician',
    summary: 'Two friends who have worked hard all their lives find they have nothing saved, and go to ask Arkad why.',
    minutes: 3.5,
  },
  {
    id: 'the-richest-man-in-babylon',
    chapter: 'The Richest Man in Babylon',
    characters: 'Arkad, a young scribe, and Algamish, a money lender',
    summary:
      'Arkad tells how a money lender taught him that a part of all he earned was his to keep, and what his first mistakes cost.',
    minutes: 4,
  },
  {
    id: 'seven-cures-for-a-lean-purse',
    chapter: 'Seven Cures for a Lean Purse',
    characters: 'King Sargon, his chancellor, and Arkad with a class of a hundred men',
    summary:
      'When most of Babylon’s people are poor, the king asks Arkad to teach them; he teaches seven cures, one a day.',
    minutes: 3.5,
  },
  {
    id: 'meet-the-goddess-of-good-luck',
    chapter: 'Meet the Goddess of Good Luck',
    characters: 'Arkad and the men who meet with him to learn',
    summary: 'An evening’s talk on how to attract good luck ends on opportunities missed by delay.',
    minutes: 3.5,
  },
  {
    id: 'the-five-laws-of-gold',
    chapter: 'The Five Laws of Gold',
    characters: 'Kalabab, a caravan master, and Nomasir, Arkad’s son',
    summary:
      'Arkad sends his son out with a bag of gold and a clay tablet; the son loses the gold before he learns the tablet.',
    minutes: 4,
  },
  {
    id: 'the-gold-lender-of-babylon',
    chapter: 'The Gold Lender of Babylon',
    characters: 'Rodan, a spear maker, and Mathon, a gold lender',
    summary:
      'A spear maker given fifty pieces of gold asks a lender whether to lend it, and is shown the tokens of loans kept and lost.',
    minutes: 4.5,
  },
  {
    id: 'the-walls-of-babylon',
    chapter: 'The Walls of Babylon',
    characters: 'Banzar, an old soldier guarding the walls',
    summary:
      'With the army away, the city’s walls hold against an Assyrian attack because they were built before they were needed.',
    minutes: 3.5,
  },
  {
    id: 'the-camel-trader-of-babylon',
    chapter: 'The Camel Trader of Babylon',
    characters: 'Dabasir, a camel trader, and Tarkad, a hungry young debtor',
    summary: 'A trader who once fled his debts and was sold as a slave tells how he came back to pay them.',
    minutes: 4,
  },
  {
    id: 'the-clay-tablets-from-babylon',
    chapter: 'The Clay Tablets from Babylon',
    characters: 'Dabasir, on five clay tablets, and the professor who translates them',
    summary:
      'Tablets dug up near the old city record a plan for paying debts while saving, and a modern reader tries it.',
    minutes: 4,
  },
  {
    id: 'the-luckiest-man-in-babylon',
    chapter: 'The Luckiest Man in Babylon',
    characters: 'Sharru Nada, a merchant, and Hadan Gula, his old partner’s grandson',
    summary:
      'A rich merchant tells a young man who scorns work how he and the young man’s grandfather rose from slavery.',
    minutes: 4,
  },
];

const summariesById: ReadonlyMap<string, ParableSummary> = new Map(parableSummaries.map((p) => [p.id, p]));

/** A story's summary, or undefined for an id that is not one of the ten. */
export function getParableSummary(id: string): ParableSummary | undefined {
  return summariesById.get(id);
}
