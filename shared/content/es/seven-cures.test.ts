import { describe, expect, it } from 'vitest';
import { cureTextsEn, sevenCuresScorecard, type CureFacts } from '../../domain/seven-cures';
import { guideEs } from './guide';
import { cureTextsEs, sevenCuresTexts } from './seven-cures';

const everything: CureFacts = {
  treasuryGoalSet: true,
  savingsMonths: 3,
  calculationMade: true,
  assessmentCompleted: true,
  quizzesPassed: new Set(['guide', 'glossary', 'strategies', 'security']),
};
const numbers = (text: string) => text.match(/\d+/g) ?? [];

describe('the Seven Cures scorecard in Spanish', () => {
  it('names the cures as the Spanish Guide does', () => {
    expect(cureTextsEs.cures.map((cure) => cure.title)).toEqual(guideEs.sevenCures.map((cure) => cure.title));
  });

  it('keeps the numbers of the English, cure by cure and line by line', () => {
    cureTextsEs.cures.forEach((cure, index) =>
      expect(numbers(cure.inArkad)).toEqual(numbers(cureTextsEn.cures[index]!.inArkad)),
    );
    const es = sevenCuresScorecard(everything, cureTextsEs);
    const en = sevenCuresScorecard(everything);
    expect(es.map((cure) => cure.done.length)).toEqual(en.map((cure) => cure.done.length));
    expect(es.map((cure) => cure.done.map(numbers))).toEqual(en.map((cure) => cure.done.map(numbers)));
    expect(es.map((cure) => cure.status)).toEqual(en.map((cure) => cure.status));
    expect(cureTextsEs.done.entriesLogged(1)).toBe('Anotaciones en 1 mes');
  });

  it('gives the texts and the source by language', () => {
    expect(sevenCuresTexts('en').texts).toBe(cureTextsEn);
    expect(sevenCuresTexts('es').source).toBe(
      'George S. Clason, El hombre más rico de Babilonia (1926), capítulo «Siete remedios para una bolsa flaca» (traducción de Arkad)',
    );
  });
});
