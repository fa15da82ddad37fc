import { describe, expect, it } from 'vitest';
import { strategyIds } from '../schemas/strategy';
import { securityLevelIds } from '../schemas/security';
import { guideEs } from './es/guide';
import { parableSummaryTextsEs } from './es/parables-index';
import { securityLevelsEs } from './es/security-assessment';
import { strategyTextsEs } from './es/strategies';
import { glossaryTerms } from './glossary';
import type { GlossaryTermId } from './glossary-index';
import { parableIds } from './parables-index';
import {
  normalizePassageText,
  openOnPlan,
  passageContains,
  passageTitle,
  resolvePassage,
  type CureNumber,
  type LawNumber,
  type PassageRef,
} from './passages';

/** One reference of every passage a learner can open. */
const everyRef: PassageRef[] = [
  ...(['hero', 'fundamentals', 'essentialKnowledge', 'beginnerMistakes', 'securityPyramid'] as const).map(
    (section): PassageRef => ({ kind: 'guide', section }),
  ),
  ...([1, 2, 3, 4, 5, 6, 7] as CureNumber[]).map((number): PassageRef => ({ kind: 'cure', number })),
  ...([1, 2, 3, 4, 5] as LawNumber[]).map((number): PassageRef => ({ kind: 'law', number })),
  ...parableIds.map((parable): PassageRef => ({ kind: 'parable', parable })),
  ...glossaryTerms.map((term): PassageRef => ({ kind: 'glossary', term: term.id as GlossaryTermId })),
  ...strategyIds.map((strategy): PassageRef => ({ kind: 'strategy', strategy })),
  { kind: 'security-levels' },
  ...securityLevelIds.map((level): PassageRef => ({ kind: 'security-level', level })),
];

describe('resolvePassage', () => {
  it.each(everyRef.map((ref) => [JSON.stringify(ref), ref] as const))('%s resolves', (_name, ref) => {
    const passage = resolvePassage(ref);
    expect(passage.title.trim()).not.toBe('');
    expect(passage.text.length).toBeGreaterThan(passage.title.length);
    expect(passage.href).toMatch(/^\/(home\?tab=[a-z]+&(section|term)=[a-z0-9-]+|stories\/[a-z0-9-]+)$/);
  });

  it.each<[PassageRef, { title: string; href: string; step: string; plan: string }]>([
    [
      { kind: 'cure', number: 4 },
      {
        title: 'The fourth cure: Guard thy treasures from loss',
        href: '/home?tab=guide&section=guide-cure-4',
        step: 'guide',
        plan: 'free',
      },
    ],
    [
      { kind: 'law', number: 5 },
      {
        title: 'The fifth law of gold: Gold flees those who chase impossible earnings',
        href: '/home?tab=guide&section=guide-law-5',
        step: 'guide',
        plan: 'free',
      },
    ],
    [
      { kind: 'guide', section: 'securityPyramid' },
      {
        title: 'The Security Pyramid',
        href: '/home?tab=guide&section=guide-security-pyramid',
        step: 'guide',
        plan: 'free',
      },
    ],
    [
      { kind: 'parable', parable: 'the-camel-trader-of-babylon' },
      {
        title: 'The Camel Trader of Babylon',
        href: '/stories/the-camel-trader-of-babylon',
        step: 'guide',
        plan: 'free',
      },
    ],
    [
      { kind: 'glossary', term: 'seed-phrase' },
      { title: 'Seed Phrase', href: '/home?tab=glossary&term=seed-phrase', step: 'glossary', plan: 'free' },
    ],
    [
      { kind: 'glossary', term: 'nonce' },
      { title: 'Nonce', href: '/home?tab=glossary&term=nonce', step: 'glossary', plan: 'scholar' },
    ],
    [
      { kind: 'strategy', strategy: 'dca' },
      {
        title: 'Dollar-Cost Averaging',
        href: '/home?tab=strategies&section=strategy-dca',
        step: 'strategies',
        plan: 'free',
      },
    ],
    [
      { kind: 'security-level', level: 'hardware' },
      {
        title: 'Hardware Wallet',
        href: '/home?tab=security&section=security-level-hardware',
        step: 'security',
        plan: 'free',
      },
    ],
    [
      { kind: 'security-levels' },
      {
        title: 'The Four Security Levels',
        href: '/home?tab=security&section=security-levels-title',
        step: 'security',
        plan: 'free',
      },
    ],
  ])('%j: its title, address, step and plan', (ref, expected) => {
    expect(resolvePassage(ref)).toMatchObject(expected);
  });

  it('gives a glossary term the plan its free flag says', () => {
    for (const term of glossaryTerms)
      expect(resolvePassage({ kind: 'glossary', term: term.id as GlossaryTermId }).plan).toBe(
        term.free ? 'free' : 'scholar',
      );
  });

  it('throws for a reference that slipped past the types (read from outside, say)', () => {
    const unknown = [
      { kind: 'glossary', term: 'no-such-term' },
      { kind: 'strategy', strategy: 'no-such-strategy' },
      { kind: 'parable', parable: 'no-such-story' },
      { kind: 'cure', number: 8 },
      { kind: 'law', number: 6 },
    ] as unknown as PassageRef[];
    for (const ref of unknown) expect(() => resolvePassage(ref), JSON.stringify(ref)).toThrow(/^No /);
  });

  it('makes an unknown reference a type error', () => {
    // Each line below fails to compile unless the reference is refused (`npm run typecheck`).
    // @ts-expect-error: no such glossary term
    const term: PassageRef = { kind: 'glossary', term: 'no-such-term' };
    // @ts-expect-error: no such story
    const story: PassageRef = { kind: 'parable', parable: 'no-such-story' };
    // @ts-expect-error: there are seven cures
    const cure: PassageRef = { kind: 'cure', number: 8 };
    // @ts-expect-error: no such kind of passage
    const other: PassageRef = { kind: 'video', id: 'intro' };
    expect([term, story, cure, other]).toHaveLength(4);
  });
});

describe('openOnPlan', () => {
  it('opens everything to Scholar and the free passages to a free learner', () => {
    expect(openOnPlan({ plan: 'free' }, 'free')).toBe(true);
    expect(openOnPlan({ plan: 'scholar' }, 'free')).toBe(false);
    expect(openOnPlan({ plan: 'scholar' }, 'scholar')).toBe(true);
    expect(openOnPlan({ plan: 'free' }, 'scholar')).toBe(true);
  });
});

describe('passageContains', () => {
  it('ignores case, curly quotes, hyphens and line breaks, and nothing else', () => {
    expect(normalizePassageText('The  Device’s\nOwn   SCREEN — proof-of-work')).toBe(
      "the device's own screen proof of work",
    );
    expect(passageContains('You confirm every transaction on the device’s own screen.', "device's own screen")).toBe(
      true,
    );
    expect(passageContains('the most proof of work behind it', 'most proof-of-work')).toBe(true);
    expect(passageContains('A part of all you earn is yours to keep.', 'a tenth')).toBe(false);
  });
});

describe('passageTitle', () => {
  it.each(everyRef.map((ref) => [JSON.stringify(ref), ref] as const))(
    '%s: English is resolvePassage’s title, Spanish another, from the Spanish content',
    (_name, ref) => {
      expect(passageTitle(ref, 'en')).toBe(resolvePassage(ref).title);
      const spanish = passageTitle(ref, 'es');
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toMatch(/^The /);
    },
  );

  it('reads each kind’s Spanish title where its screen does (no copy of its own)', () => {
    const title = (ref: PassageRef) => passageTitle(ref, 'es');
    expect(title({ kind: 'guide', section: 'hero' })).toBe(guideEs.hero.title);
    expect(title({ kind: 'guide', section: 'beginnerMistakes' })).toBe(guideEs.sections.beginnerMistakes.title);
    expect(title({ kind: 'cure', number: 4 })).toBe('El cuarto remedio: Protege tus tesoros de las pérdidas');
    expect(title({ kind: 'cure', number: 5 })).toBe(`El quinto remedio: ${guideEs.sevenCures[4]!.title}`);
    expect(title({ kind: 'law', number: 1 })).toBe('La primera ley del oro: El oro llega a quien ahorra');
    expect(title({ kind: 'law', number: 3 })).toBe(`La tercera ley del oro: ${guideEs.fiveLawsOfGold[2]!.title}`);
    expect(title({ kind: 'parable', parable: 'the-camel-trader-of-babylon' })).toBe(
      parableSummaryTextsEs['the-camel-trader-of-babylon'].chapter,
    );
    expect(title({ kind: 'glossary', term: 'seed-phrase' })).toBe('Frase semilla');
    expect(title({ kind: 'strategy', strategy: 'dca' })).toBe(strategyTextsEs.dca.name);
    expect(title({ kind: 'security-levels' })).toBe('Los cuatro niveles de seguridad');
    expect(title({ kind: 'security-level', level: 'hardware' })).toBe(securityLevelsEs.hardware.title);
  });

  it('throws in Spanish too for a reference that slipped past the types', () => {
    const unknown = [
      { kind: 'glossary', term: 'no-such-term' },
      { kind: 'strategy', strategy: 'no-such-strategy' },
      { kind: 'parable', parable: 'no-such-story' },
      { kind: 'cure', number: 8 },
      { kind: 'law', number: 6 },
      { kind: 'security-level', level: 'vault' },
    ] as unknown as PassageRef[];
    for (const ref of unknown) expect(() => passageTitle(ref, 'es'), JSON.stringify(ref)).toThrow(/^No /);
  });
});
