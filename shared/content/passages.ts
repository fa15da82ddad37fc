import type { ProgressStep } from '../domain/learning-progress';
import type { Language } from '../i18n/languages';
import type { StrategyId } from '../schemas/strategy';
import type { SecurityLevelId } from '../schemas/security';
import { getGlossaryTerm } from './glossary';
import type { GlossaryTermId } from './glossary-index';
import {
  beginnerMistakes,
  bitcoinFundamentals,
  essentialKnowledge,
  fiveLawsOfGold,
  guideHero,
  guideQuote,
  guideSections,
  securityPyramid,
  sevenCures,
  type GuideCard,
} from './guide';
import {
  cureAnchor,
  GUIDE_HERO_ANCHOR,
  lawAnchor,
  parableHref,
  passageHref,
  SECURITY_LEVELS_ANCHOR,
  securityLevelAnchor,
  strategyAnchor,
} from './passage-anchors';
import { getParable, parableWords } from './parables';
import { getParableSummary, type ParableId } from './parables-index';
import { getSecurityLevel, SECURITY_LEVELS_SECTION, securityLevels } from './security-assessment';
import { getStrategy } from './strategies';
import { passageTitleEs } from './es/passages';

/**
 * Passages: the places in Arkad a learner can open and read, each named by a reference. A quiz
 * question names the passage that teaches it (`taughtBy`), so a missed question links to its
 * lesson, a free learner's quiz draws only from what a free learner can open, and a test holds
 * each question's key terms to the passage's own words (issue 44, point 1).
 *
 * A reference to a passage that does not exist is a type error (each kind names its ids by a
 * union); resolvePassage throws for one that slips past the types (read from a database, say).
 */

/** The Guide's sections that are not a numbered cure or law. */
export type GuidePassageSection = 'hero' | Exclude<keyof typeof guideSections, 'sevenCures' | 'fiveLaws'>;
export type CureNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type LawNumber = 1 | 2 | 3 | 4 | 5;

export type PassageRef =
  /** A section of the Guide (step 1). */
  | { kind: 'guide'; section: GuidePassageSection }
  /** One of the Seven Cures for a Lean Purse, as the Guide teaches it. */
  | { kind: 'cure'; number: CureNumber }
  /** One of the Five Laws of Gold, as the Guide teaches it. */
  | { kind: 'law'; number: LawNumber }
  /** One of the Stories from Babylon (the book's parables, retold; part of the Guide step). */
  | { kind: 'parable'; parable: ParableId }
  /** A glossary term's card (step 2). */
  | { kind: 'glossary'; term: GlossaryTermId }
  /** A strategy's card and its Learn More dialog (step 3). */
  | { kind: 'strategy'; strategy: StrategyId }
  /** The Security Assessment's comparison of the four levels, as a whole (step 8). */
  | { kind: 'security-levels' }
  /** One level of that comparison. */
  | { kind: 'security-level'; level: SecurityLevelId };

/** Who can open a passage: every learner, or Scholar (and beta) learners only. */
export type PassagePlan = 'free' | 'scholar';

export interface ResolvedPassage {
  /** The passage's name as a link reads it ('Seed Phrase', 'The Camel Trader of Babylon'). */
  title: string;
  /** An in-app address that opens the passage and scrolls to it. */
  href: string;
  /** The learning-path step whose screen shows the passage. */
  step: ProgressStep;
  plan: PassagePlan;
  /** The passage's words, as the learner reads them: what a question's key terms are checked against. */
  text: string;
}

const joined = (parts: readonly (string | readonly string[])[]): string => parts.flat().join('\n');
const cardsText = (cards: readonly GuideCard[]) => cards.flatMap((card) => [card.title, card.description, card.detail]);

function guidePassage(section: GuidePassageSection): ResolvedPassage {
  switch (section) {
    case 'hero':
      return {
        title: guideHero.title,
        href: passageHref('guide', GUIDE_HERO_ANCHOR),
        step: 'guide',
        plan: 'free',
        text: joined([guideHero.title, guideHero.intro, guideQuote.text]),
      };
    case 'fundamentals':
    case 'essentialKnowledge':
    case 'beginnerMistakes':
    case 'securityPyramid': {
      const { id, title, intro } = guideSections[section];
      const body: Record<typeof section, readonly string[]> = {
        fundamentals: cardsText(bitcoinFundamentals),
        essentialKnowledge: cardsText(essentialKnowledge),
        beginnerMistakes: beginnerMistakes.flatMap((m) => [m.title, m.description, m.remedy]),
        securityPyramid: securityPyramid.flatMap((tier) => [tier.title, tier.summary]),
      };
      return {
        title,
        href: passageHref('guide', id),
        step: 'guide',
        plan: 'free',
        text: joined([title, intro, body[section]]),
      };
    }
  }
}

function curePassage(number: CureNumber): ResolvedPassage {
  const cure = sevenCures.find((candidate) => candidate.number === number);
  if (!cure) throw new Error(`No cure ${number}`);
  return {
    title: `The ${ordinal(number)} cure: ${cure.title}`,
    href: passageHref('guide', cureAnchor(number)),
    step: 'guide',
    plan: 'free',
    text: joined([cure.title, cure.summary, cure.clasonMeaning, cure.bitcoinPractice, cure.inBrief]),
  };
}

function lawPassage(number: LawNumber): ResolvedPassage {
  const law = fiveLawsOfGold.find((candidate) => candidate.number === number);
  if (!law) throw new Error(`No law of gold ${number}`);
  return {
    title: `The ${ordinal(number)} law of gold: ${law.title}`,
    href: passageHref('guide', lawAnchor(number)),
    step: 'guide',
    plan: 'free',
    text: joined([
      guideSections.fiveLaws.intro,
      law.title,
      law.clasonWording,
      law.law,
      law.bitcoinPractice,
      law.inBrief,
    ]),
  };
}

function parablePassage(id: ParableId): ResolvedPassage {
  const summary = getParableSummary(id);
  if (!summary) throw new Error(`No story ${id}`);
  return {
    title: summary.chapter,
    href: parableHref(id),
    step: 'guide',
    // Every learner can read the stories: they teach what the Guide quiz asks.
    plan: 'free',
    text: joined([summary.characters, parableWords(getParable(id))]),
  };
}

function glossaryPassage(id: GlossaryTermId): ResolvedPassage {
  const term = getGlossaryTerm(id);
  if (!term) throw new Error(`No glossary term ${id}`);
  return {
    title: term.term,
    href: `/home?tab=glossary&term=${encodeURIComponent(id)}`,
    step: 'glossary',
    plan: term.free ? 'free' : 'scholar',
    text: joined([term.term, term.definition, term.shortDefinition, term.whyItMatters, term.examples]),
  };
}

function strategyPassage(id: StrategyId): ResolvedPassage {
  const strategy = getStrategy(id);
  if (!strategy) throw new Error(`No strategy ${id}`);
  return {
    title: strategy.name,
    href: passageHref('strategies', strategyAnchor(id)),
    step: 'strategies',
    plan: 'free',
    text: joined([
      strategy.name,
      strategy.babylonianPrinciple,
      strategy.description,
      strategy.whyItMatters,
      strategy.pros,
      strategy.cons,
      strategy.bestFor,
      strategy.implementation,
    ]),
  };
}

function securityLevelPassage(level: SecurityLevelId): ResolvedPassage {
  const found = getSecurityLevel(level);
  return {
    title: found.title,
    href: passageHref('security', securityLevelAnchor(level)),
    step: 'security',
    plan: 'free',
    text: joined([found.title, found.description, found.pros, found.cons, found.nextSteps]),
  };
}

function securityLevelsPassage(): ResolvedPassage {
  return {
    title: SECURITY_LEVELS_SECTION.title,
    href: passageHref('security', SECURITY_LEVELS_ANCHOR),
    step: 'security',
    plan: 'free',
    text: joined([
      SECURITY_LEVELS_SECTION.title,
      SECURITY_LEVELS_SECTION.intro,
      securityLevels.flatMap((found, index) => [
        `Level ${index + 1} of ${securityLevels.length}: ${found.title}`,
        found.description,
      ]),
    ]),
  };
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;
function ordinal(number: number): string {
  return ORDINALS[number - 1] ?? String(number);
}

/** The passage a reference names: its title, where it opens, its step, who can open it and its words. */
export function resolvePassage(ref: PassageRef): ResolvedPassage {
  switch (ref.kind) {
    case 'guide':
      return guidePassage(ref.section);
    case 'cure':
      return curePassage(ref.number);
    case 'law':
      return lawPassage(ref.number);
    case 'parable':
      return parablePassage(ref.parable);
    case 'glossary':
      return glossaryPassage(ref.term);
    case 'strategy':
      return strategyPassage(ref.strategy);
    case 'security-levels':
      return securityLevelsPassage();
    case 'security-level':
      return securityLevelPassage(ref.level);
  }
}

/**
 * A passage's title as a link reads it in `language`: the title the passage's own screen shows in
 * that language (Spanish from shared/content/es/, never a copy of its own).
 */
export function passageTitle(ref: PassageRef, language: Language): string {
  switch (language) {
    case 'en':
      return resolvePassage(ref).title;
    case 'es':
      return passageTitleEs(ref);
  }
}

/** Whether a learner on `plan` can open the passage: Scholar opens everything, a free learner the free passages. */
export function openOnPlan(passage: Pick<ResolvedPassage, 'plan'>, plan: PassagePlan): boolean {
  return plan === 'scholar' || passage.plan === 'free';
}

/**
 * Text as the key-term check compares it: compatibility forms folded (NFKC), lower case, curly
 * quotes and apostrophes made straight, hyphens and dashes read as spaces ('proof-of-work' is
 * 'proof of work'), runs of whitespace one space.
 */
export function normalizePassageText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[-‐‑‒–—−]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` contains `term`, both normalised. */
export function passageContains(text: string, term: string): boolean {
  return normalizePassageText(text).includes(normalizePassageText(term));
}
