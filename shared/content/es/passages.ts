import type { PassageRef } from '../passages';
import { guideEs } from './guide';
import { glossaryNamesEs } from './glossary-index';
import { parableSummaryTextsEs } from './parables-index';
import { securityLevelsEs, securityTextEs } from './security-assessment';
import { strategyTextsEs } from './strategies';

/**
 * A passage's title as a Spanish link reads it (issue 48), read from the Spanish content itself
 * (the Guide, the stories, the glossary, the strategies and the security assessment), so a lesson
 * link says what the screen it opens says. `passageTitle(ref, 'es')` in ../passages.ts is the way in.
 */

/** 'El primer remedio', 'El séptimo remedio' (remedio: masculine). */
const CURE_ORDINALS = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo'] as const;
/** 'La primera ley del oro' (ley: feminine). */
const LAW_ORDINALS = ['primera', 'segunda', 'tercera', 'cuarta', 'quinta'] as const;

function numbered<T extends { number: number; title: string }>(list: readonly T[], number: number, what: string): T {
  const found = list.find((item) => item.number === number);
  if (!found) throw new Error(`No ${what} ${number}`);
  return found;
}

/** An entry of a table keyed by id; throws for an id that slipped past the types. */
function entry<T>(table: Readonly<Record<string, T>>, id: string, what: string): T {
  const found = Object.hasOwn(table, id) ? table[id] : undefined;
  if (found === undefined) throw new Error(`No ${what} ${id}`);
  return found;
}

/** The title of the passage a reference names, in Spanish; throws for one that does not exist. */
export function passageTitleEs(ref: PassageRef): string {
  switch (ref.kind) {
    case 'guide':
      return ref.section === 'hero' ? guideEs.hero.title : entry(guideEs.sections, ref.section, 'Guide section').title;
    case 'cure':
      return `El ${CURE_ORDINALS[ref.number - 1]} remedio: ${numbered(guideEs.sevenCures, ref.number, 'cure').title}`;
    case 'law':
      return `La ${LAW_ORDINALS[ref.number - 1]} ley del oro: ${numbered(guideEs.fiveLawsOfGold, ref.number, 'law of gold').title}`;
    case 'parable':
      return entry(parableSummaryTextsEs, ref.parable, 'story').chapter;
    case 'glossary':
      return entry(glossaryNamesEs, ref.term, 'glossary term').term;
    case 'strategy':
      return entry(strategyTextsEs, ref.strategy, 'strategy').name;
    case 'security-levels':
      return securityTextEs.levelsSection.title;
    case 'security-level':
      return entry(securityLevelsEs, ref.level, 'security level').title;
  }
}
