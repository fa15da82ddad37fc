import { describe, expect, it } from 'vitest';
import { quizBank } from '../quiz-bank';
import { guideEs } from './guide';
import { parableSummaryTextsEs } from './parables-index';
import { passageTitle } from '../passages';
import { arkadSectionsEs, clasonChaptersEs, formatQuizSourceEs } from './quiz-sources';

const lessonTitleEs = (ref: Parameters<typeof passageTitle>[0]) => passageTitle(ref, 'es');

/**
 * One Spanish name per cure, law, Guide section and story: the quiz's sources and lessons say what
 * the Spanish Guide and story list say (issue 48).
 */
describe('the quiz sources and lessons name things as the Spanish Guide does', () => {
  it('names each cure and law as the Guide', () => {
    for (const cure of guideEs.sevenCures)
      expect(lessonTitleEs({ kind: 'cure', number: cure.number as 1 })).toMatch(new RegExp(`remedio: ${cure.title}$`));
    for (const law of guideEs.fiveLawsOfGold)
      expect(lessonTitleEs({ kind: 'law', number: law.number as 1 })).toMatch(new RegExp(`ley del oro: ${law.title}$`));
    expect(lessonTitleEs({ kind: 'cure', number: 4 })).toBe('El cuarto remedio: Protege tus tesoros de las pérdidas');
  });

  it("names each Guide section as the Guide's section title", () => {
    expect(lessonTitleEs({ kind: 'guide', section: 'hero' })).toBe(guideEs.hero.title);
    for (const section of ['fundamentals', 'essentialKnowledge', 'beginnerMistakes', 'securityPyramid'] as const)
      expect(lessonTitleEs({ kind: 'guide', section })).toBe(guideEs.sections[section].title);
  });

  it('names each story and chapter as the story list', () => {
    for (const [id, text] of Object.entries(parableSummaryTextsEs))
      expect(lessonTitleEs({ kind: 'parable', parable: id as keyof typeof parableSummaryTextsEs })).toBe(text.chapter);
    expect(Object.values(clasonChaptersEs).sort()).toEqual(
      Object.values(parableSummaryTextsEs)
        .map((text) => text.chapter)
        .sort(),
    );
  });

  it('names the Guide places a source cites with the Guide titles', () => {
    const guideTitles = new Set<string>([
      guideEs.hero.title,
      ...Object.values(guideEs.sections).map((section) => section.title),
      ...[...guideEs.fundamentals, ...guideEs.essentialKnowledge, ...guideEs.beginnerMistakes].map(
        (card) => card.title,
      ),
      ...guideEs.securityPyramid.map((tier) => tier.title),
    ]);
    const cited = quizBank.flatMap((question) =>
      question.source.kind === 'arkad' && question.source.section.startsWith('Guide ›')
        ? [question.source.section]
        : [],
    );
    expect(cited.length).toBeGreaterThan(5);
    for (const section of cited) {
      const spanish = arkadSectionsEs[section];
      expect(spanish, section).toBeDefined();
      const [guide, title, card] = spanish!.split(' › ');
      expect(guide).toBe('Guía');
      expect(guideTitles.has(title!), `${section}: ${title}`).toBe(true);
      if (card && !/remedio/.test(card)) expect(guideTitles.has(card), `${section}: ${card}`).toBe(true);
      expect(formatQuizSourceEs({ kind: 'arkad', section })).toBe(`Arkad, ${spanish}`);
    }
  });
});
