/**
 * What each plan includes, as the subscription page, settings and the upgrade card list it (the
 * glossary claims name the size of each plan's glossary). The allowances come from the
 * plan offer the server sends; the glossary claims are checked against the glossary in
 * plans.test.ts.
 */

export const LEARNER_GLOSSARY_CLAIM = 'Starter glossary (50+ terms)';

/**
 * What every plan includes, Free too: Scholar's list never repeats these (plans.test.ts checks
 * that no Scholar benefit names one of them).
 */
export const EVERY_PLAN_INCLUDES = 'The 8-step learning path, wizard, security assessment and treasury';

/**
 * Only what Scholar adds over Free, each backed by something the app does: no unlimited use is
 * listed that Free already has, and nothing is promised that nothing delivers (no 'priority
 * support', no 'early access': decision 035).
 */
export const scholarBenefits = [
  'Unlimited DCA calculator with historical data',
  'Unlimited strategy comparisons',
  'Full glossary (100+ terms)',
  'Billing portal: change or cancel any time',
] as const;

/** A list of strings as long as T (a tuple mapped keeps its length). */
type SameLength<T extends readonly unknown[]> = { readonly [K in keyof T]: string };

/** What the plan cards list, in one language (shared/content/plans-by-language.ts gives either). */
export interface PlanContent {
  learnerGlossaryClaim: string;
  everyPlanIncludes: string;
  /** Scholar's benefits, one for each of the English ones, in the same order. */
  scholarBenefits: SameLength<typeof scholarBenefits>;
}

/** The English plan contents, as PlanContent. */
export const plansEnglish: PlanContent = {
  learnerGlossaryClaim: LEARNER_GLOSSARY_CLAIM,
  everyPlanIncludes: EVERY_PLAN_INCLUDES,
  scholarBenefits,
};

/** The least each glossary claim promises. */
export const glossaryClaimMinimums = { free: 50, full: 100 } as const;
