import type { CureText, CureTexts } from '../../domain/seven-cures';
import { SAVINGS_MONTHS_FOR_HABIT } from '../../domain/seven-cures';
import type { Language } from '../../i18n/languages';
import { cureTextsEn } from '../../domain/seven-cures';
import { formatQuizSource } from '../../schemas/quiz';
import { guideEs } from './guide';
import { formatQuizSourceEs } from './quiz-sources';

/** The cure's title as the Spanish Guide names it (shared/content/es/guide.ts, Arkad's renderings). */
function titleEs(number: number): string {
  const cure = guideEs.sevenCures.find((found) => found.number === number);
  if (!cure) throw new Error(`No Spanish title for cure ${number}`);
  return cure.title;
}

const cure = (number: number, inArkad: string): CureText => ({ title: titleEs(number), inArkad });

/**
 * The Seven Cures scorecard in Spanish (shared/domain/seven-cures.ts holds the English): the same
 * cures, the same facts, the titles of the Spanish Guide.
 */
export const cureTextsEs: CureTexts = {
  cures: [
    cure(1, `Una meta de ahorro en Construye tu tesoro y anotaciones en al menos ${SAVINGS_MONTHS_FOR_HABIT} meses.`),
    cure(2, 'Arkad no tiene nada que practique este remedio: no lleva presupuesto ni registro de gastos.'),
    cure(
      3,
      'Arkad no guarda dinero ni paga rendimientos, así que no puede practicar este remedio. Se puede estudiar: un cálculo en la Calculadora DCA y el cuestionario de Estrategias.',
    ),
    cure(4, 'La Evaluación de seguridad completada y el cuestionario de Seguridad aprobado.'),
    cure(
      5,
      'Arkad no tiene nada que practique este remedio: la tarjeta del quinto remedio en la Guía habla de la vivienda, pero Arkad no tiene ninguna herramienta para ello.',
    ),
    cure(
      6,
      'Arkad no tiene nada que practique este remedio: la tarjeta del sexto remedio en la Guía habla de la jubilación y de un plan de herencia, pero Arkad no tiene ninguna herramienta para ninguno de los dos.',
    ),
    cure(7, 'Estudiar, como pide el libro: los 4 cuestionarios del camino de aprendizaje aprobados.'),
  ],
  done: {
    goalChosen: 'Una meta de ahorro elegida',
    entriesLogged: (months) => (months === 1 ? 'Anotaciones en 1 mes' : `Anotaciones en ${months} meses`),
    calculationMade: 'Un cálculo hecho en la Calculadora DCA',
    strategiesQuizPassed: 'El cuestionario de Estrategias aprobado',
    assessmentCompleted: 'La Evaluación de seguridad completada',
    securityQuizPassed: 'El cuestionario de Seguridad aprobado',
    quizzesPassed: (passed, of) => `${passed} de ${of} cuestionarios aprobados`,
  },
};

const source = { kind: 'book', chapter: 'Seven Cures for a Lean Purse' } as const;

/** The scorecard's texts and source in a language (the server picks by the request's language). */
export function sevenCuresTexts(language: Language): { texts: CureTexts; source: string } {
  return language === 'es'
    ? { texts: cureTextsEs, source: formatQuizSourceEs(source) }
    : { texts: cureTextsEn, source: formatQuizSource(source) };
}
