/**
 * The groups the API's operations are listed in (each operation names one as its `tag`), with what
 * each group is for: the OpenAPI document's tags.
 */
export const apiTags = {
  Operations: 'Liveness, readiness and this document, for load balancers, monitors and developers.',
  Auth: 'Creating an account, signing in and out, the signed-in user, onboarding and password resets.',
  Account:
    "The signed-in learner's profile, preferences and password, the download of their data, and deleting the account.",
  'Market data':
    'The Bitcoin price (live, or the last stored close), the stored daily closes, the DCA calculator, its benchmarks and its share card.',
  Usage: "The free tier's monthly allowance of each metered feature, and counting its uses.",
  Subscription:
    'Scholar, the paid tier: its plans and prices, Stripe Checkout and the Billing Portal, the billing state, and Stripe’s events.',
  Treasury: "The learner's savings goal and savings entries.",
  Quizzes: 'The learning path’s quizzes: drawn without their key, graded on the server.',
  Progress: "The learning path's eight steps, what the learner did in them, and the seven cures.",
  Push: 'Web Push: whether the server sends it, its public key, and each browser’s subscription.',
  Notifications: 'Unsubscribing from Arkad’s emails without signing in.',
  Certificate:
    'The certificate of completion: made once all eight steps are complete, its name shown or hidden, revoked, and its public page and image.',
  'Final exam':
    'The final exam over the whole path: drawn without its key, graded on the server, with its wait after a fail; the verifiable credential of a passed exam and its check.',
  Review: 'Spaced review of the questions the learner missed and the glossary terms they opened.',
  Classroom: 'Teachers, their classes and join codes, learners joining by consent, and the cohort view (decision 060).',
  Beta: "The beta programme's settings and its feedback form.",
  Admin: 'The admin dashboard: feedback, analytics, learning statistics, payments and refunds, and the job queue.',
  Analytics: 'First-party analytics events from the app.',
} as const;

export type ApiTag = keyof typeof apiTags;
