import type { PlanContent } from '../plans';

/**
 * The plan cards' contents in Spanish (shared/content/plans.ts is the source): the same claims, the
 * same glossary sizes, Scholar's benefits in the same order (plans.test.ts checks them).
 */
export const plansSpanish = {
  learnerGlossaryClaim: 'Glosario básico (50+ términos)',
  everyPlanIncludes: 'La ruta de aprendizaje de 8 pasos, el asistente, la evaluación de seguridad y el tesoro',
  scholarBenefits: [
    'Calculadora de DCA ilimitada con datos históricos',
    'Comparaciones de estrategias ilimitadas',
    'Glosario completo (100+ términos)',
    'Portal de facturación: cambia o cancela cuando quieras',
  ],
} as const satisfies PlanContent;
