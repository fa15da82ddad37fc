/**
 * What each plan includes, as the subscription page, settings and the upgrade card list it (the
 * glossary claims name the size of each plan's glossary). The allowances come from the
 * plan offer the server sends; the glossary claims are checked against the glossary in
 * plans.test.ts.
 */

export const LEARNER_GLOSSARY_CLAIM = 'Starter glossary (50+ terms)';

export const scholarBenefits = [
  'Unlimited DCA calculator with historical data',
  'Unlimited strategy comparisons',
  'Full glossary (100+ terms)',
  'Risk assessment tools',
  'Goal tracking',
  'Priority support',
  'Early access to new features',
  'Billing portal: change or cancel any time',
] as const;

/** The least each glossary claim promises. */
export const glossaryClaimMinimums = { free: 50, full: 100 } as const;
