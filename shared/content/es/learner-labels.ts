import type { LearnerLabels } from '../learner-labels';

/**
 * The learner's profile values named in Spanish (issue 48). The start catalogue
 * (client/src/i18n/locales/es.json: level.*, goal.*, risk.*) says the same, checked by
 * learner-labels.test.ts, so one value never shows two ways.
 */
export const learnerLabelsEs: LearnerLabels = {
  language: 'es',
  experienceLevels: { beginner: 'Principiante', intermediate: 'Intermedio', advanced: 'Avanzado' },
  investmentGoals: {
    long_term: 'Construir patrimonio a largo plazo',
    retirement: 'Ahorro para la jubilación',
    preservation: 'Preservar el patrimonio',
    education: 'Aprender sobre Bitcoin',
    diversification: 'Diversificar la cartera',
  },
  riskTolerances: { conservative: 'Conservador', moderate: 'Moderado', aggressive: 'Agresivo' },
};
