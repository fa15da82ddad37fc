import { z } from 'zod';

/**
 * The beta programme's texts: validation messages and what the feedback modal says after sending. A
 * validation message is its own catalogue id (its English text, as authMessages): the feedback form
 * shows it in the page's language (client/src/i18n/locales/<language>/beta.json; the email one is in
 * the start catalogue).
 */
export const betaMessages = {
  rating: 'Please choose a rating from 1 to 5 stars',
  paymentLikelihood: 'Please select your payment likelihood to help us improve our pricing.',
  mostValuableFeature: 'Please select which feature you would pay for most.',
  biggestFriction: 'Please select your biggest frustration to help us improve the app.',
  email: 'Please enter a valid email address',
  feature: 'Choose features from the list',
  commentsMax: 'Comments must be at most 2000 characters',
  pricingThoughtsMax: 'Pricing thoughts must be at most 1000 characters',
  commentsControlChars: 'Comments cannot contain control characters',
  pricingThoughtsControlChars: 'Pricing thoughts cannot contain control characters',
  feedbackId: 'feedbackId must be 8 to 64 letters, digits, dashes or underscores',
  label: 'Must be at most 40 letters, digits, dots, dashes or underscores',
  submitted: 'Thank you for your feedback! It helps us improve the product.',
  submitFailed: 'Failed to submit feedback. Please try again.',
  adminPassword: 'Invalid admin password',
  adminPasswordMissing: 'Enter the admin password',
  adminFetchFailed: 'Failed to fetch feedback data',
} as const;

export const BETA_VERSION = '1.0.0-beta';
export const COMMENTS_MAX_LENGTH = 2000;
export const PRICING_THOUGHTS_MAX_LENGTH = 1000;

/** What a learner would pay for Scholar (also the payment likelihood); the target range is 2.99-4.99. */
export const priceRanges = ['free-only', '0.99-1.99', '2.99-4.99', '5.99-9.99', '10-plus', 'one-time'] as const;
export const priceRangeSchema = z.enum(priceRanges, { error: betaMessages.paymentLikelihood });
export type PriceRange = z.infer<typeof priceRangeSchema>;
export const priceRangeLabels: Record<PriceRange, string> = {
  'free-only': 'Only if it stays free',
  '0.99-1.99': '$0.99 - $1.99 a month',
  '2.99-4.99': '$2.99 - $4.99 a month',
  '5.99-9.99': '$5.99 - $9.99 a month',
  '10-plus': '$10 or more a month',
  'one-time': 'A one-time purchase',
};
/** The target beta price range: where Scholar's price should sit. */
export const TARGET_PRICE_RANGE: PriceRange = '2.99-4.99';
/** 'Will Pay $2.99+' counts these three, the top monthly ranges: the target and the two above it. */
export const willPayPriceRanges: readonly PriceRange[] = [TARGET_PRICE_RANGE, '5.99-9.99', '10-plus'];

export const mostValuableFeatures = [
  'dca-calculator',
  'advanced-strategies',
  'portfolio-tracking',
  'education-content',
  'price-alerts',
  'strategy-wizard',
  'mobile-app',
  'none',
] as const;
export const mostValuableFeatureSchema = z.enum(mostValuableFeatures, { error: betaMessages.mostValuableFeature });
/**
 * The choices the form offers: price alerts are free (Settings › Notifications), so they are not
 * offered as something to pay for; answers already stored with them still read.
 */
export const offeredValuableFeatures = mostValuableFeatures.filter((feature) => feature !== 'price-alerts');
export type MostValuableFeature = z.infer<typeof mostValuableFeatureSchema>;
export const mostValuableFeatureLabels: Record<MostValuableFeature, string> = {
  'dca-calculator': 'DCA calculator',
  'advanced-strategies': 'Advanced strategies',
  'portfolio-tracking': 'Savings and portfolio tracking',
  'education-content': 'Educational content',
  'price-alerts': 'Price alerts',
  'strategy-wizard': 'Strategy wizard',
  'mobile-app': 'Mobile app',
  none: 'None: I would not pay',
};

export const frustrations = [
  'signup-confusing',
  'features-hard-find',
  'calculator-complex',
  'content-overwhelming',
  'mobile-experience',
  'loading-slow',
  'unclear-value',
  'nothing-major',
] as const;
export const frustrationSchema = z.enum(frustrations, { error: betaMessages.biggestFriction });
export type Frustration = z.infer<typeof frustrationSchema>;
export const frustrationLabels: Record<Frustration, string> = {
  'signup-confusing': 'Signing up was confusing',
  'features-hard-find': 'Features are hard to find',
  'calculator-complex': 'The calculator is too complex',
  'content-overwhelming': 'Too much content at once',
  'mobile-experience': 'The phone experience',
  'loading-slow': 'Pages load slowly',
  'unclear-value': 'The value is unclear',
  'nothing-major': 'Nothing major',
};

/** The parts of Arkad beta testers are asked about (the features list of the feedback form). */
export const testableFeatures = [
  'guide',
  'glossary',
  'strategies',
  'wizard',
  'compare',
  'calculator',
  'treasury',
  'security',
  'community',
  'price-tracker',
  'quizzes',
  'review',
  'scorecard',
  'certificate',
] as const;
export const testableFeatureSchema = z.enum(testableFeatures, { error: betaMessages.feature });
export type TestableFeature = z.infer<typeof testableFeatureSchema>;
export const testableFeatureLabels: Record<TestableFeature, string> = {
  guide: 'Guide (the Seven Cures)',
  glossary: 'Glossary',
  strategies: 'Strategy cards',
  wizard: 'Strategy wizard',
  compare: 'Strategy comparison',
  calculator: 'DCA calculator',
  treasury: 'Build Your Treasury',
  security: 'Security assessment',
  community: 'Community directory',
  'price-tracker': 'Live price tracker',
  quizzes: 'Quizzes and the final exam',
  review: 'Review card (spaced review)',
  scorecard: 'Seven Cures scorecard',
  certificate: 'Certificate of completion',
};

/** GET /api/beta/config: the beta programme as this deployment runs it (from the server's environment). */
export const betaConfigSchema = z.object({
  isBetaEnabled: z.boolean(),
  /** The last day of the beta, 'YYYY-MM-DD'; the beta ends when that day ends (UTC). */
  betaEndDate: z.iso.date(),
  /** Where learners can write longer feedback (an external page or mailto:); null when none is set. */
  betaFeedbackUrl: z.string().nullable(),
  /** Days of Scholar access an invitation promises at most (never past the end date). */
  premiumTrialDays: z.number().int().nonnegative(),
});
export type BetaConfig = z.infer<typeof betaConfigSchema>;

/** Control characters other than tab and line breaks (NUL, escape ...): never part of typed text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const optionalText = (max: number, messages: { max: string; controlChars: string }) =>
  z
    .string()
    .trim()
    .max(max, messages.max)
    .refine((text) => !CONTROL_CHARACTERS.test(text), messages.controlChars)
    .optional()
    .transform((value) => (value ? value : null));

const emailFormat = z.email();

/** A short label sent by the app (its beta version, where it runs): never free text. */
const labelSchema = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, betaMessages.label);

/** What the learner fills in on the Beta Feedback form. */
export const betaFeedbackFormSchema = z.object({
  rating: z
    .number({ error: betaMessages.rating })
    .int(betaMessages.rating)
    .min(1, betaMessages.rating)
    .max(5, betaMessages.rating),
  featuresArray: z
    .array(testableFeatureSchema, { error: betaMessages.feature })
    .max(testableFeatures.length, betaMessages.feature)
    .default([])
    .transform((features) => [...new Set(features)]),
  comments: optionalText(COMMENTS_MAX_LENGTH, {
    max: betaMessages.commentsMax,
    controlChars: betaMessages.commentsControlChars,
  }),
  /** Valid or empty (empty: no reply wanted). */
  email: z
    .string({ error: betaMessages.email })
    .trim()
    .max(254, betaMessages.email)
    .optional()
    .refine((value) => !value || emailFormat.safeParse(value).success, betaMessages.email)
    .transform((value) => (value ? value.toLowerCase() : null)),
  paymentLikelihood: priceRangeSchema,
  pricingThoughts: optionalText(PRICING_THOUGHTS_MAX_LENGTH, {
    max: betaMessages.pricingThoughtsMax,
    controlChars: betaMessages.pricingThoughtsControlChars,
  }),
  mostValuableFeature: mostValuableFeatureSchema,
  biggestFriction: frustrationSchema,
});
export type BetaFeedbackForm = z.input<typeof betaFeedbackFormSchema>;

/**
 * POST /api/beta/feedback: the form plus what the app adds. `userAgent` and `ipAddress` are
 * accepted for compatibility and ignored: the server records the request's own.
 */
export const betaFeedbackSchema = betaFeedbackFormSchema.extend({
  feedbackId: z.string({ error: betaMessages.feedbackId }).regex(/^[A-Za-z0-9_-]{8,64}$/, betaMessages.feedbackId),
  betaVersion: labelSchema.default(BETA_VERSION),
  deployment: labelSchema.default('web'),
  userAgent: z.string().max(1000).optional(),
  ipAddress: z.string().max(100).optional(),
});
export type BetaFeedbackInput = z.input<typeof betaFeedbackSchema>;
export type BetaFeedback = z.output<typeof betaFeedbackSchema>;

export const betaFeedbackReceiptSchema = z.object({ feedbackId: z.string(), submittedAt: z.string() });
export type BetaFeedbackReceipt = z.infer<typeof betaFeedbackReceiptSchema>;

/** One stored submission, as the admin dashboard reads it. */
export const betaFeedbackRecordSchema = z.object({
  id: z.number().int(),
  feedbackId: z.string(),
  userId: z.number().int().nullable(),
  rating: z.number().int(),
  featuresArray: z.array(z.string()),
  comments: z.string().nullable(),
  email: z.string().nullable(),
  paymentLikelihood: z.string(),
  pricingThoughts: z.string().nullable(),
  mostValuableFeature: z.string(),
  biggestFriction: z.string(),
  betaVersion: z.string(),
  userAgent: z.string().nullable(),
  deployment: z.string(),
  ipAddress: z.string().nullable(),
  submittedAt: z.string(),
});
export type BetaFeedbackRecord = z.infer<typeof betaFeedbackRecordSchema>;

export const FEEDBACK_PAGE_SIZE = 20;
export const FEEDBACK_PAGE_SIZE_MAX = 100;

export const feedbackListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${FEEDBACK_PAGE_SIZE_MAX}` })
    .int()
    .min(1)
    .max(FEEDBACK_PAGE_SIZE_MAX)
    .default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackListSchema = z.object({
  data: z.array(betaFeedbackRecordSchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

const countSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() });

/** GET /api/admin/feedback/summary: the dashboard's cards over every submission. */
export const feedbackSummarySchema = z.object({
  total: z.number().int().nonnegative(),
  /** Mean of the ratings to one decimal; null with no submissions. */
  averageRating: z.number().nullable(),
  withEmail: z.number().int().nonnegative(),
  /** Submissions in the three top price ranges ('Will Pay $2.99+'). */
  willPay: z.number().int().nonnegative(),
  /** Every price range in the form's order, with its count (zero included). */
  priceRanges: z.array(countSchema),
  /** The five most chosen, most first (ties in the form's order); only those chosen at least once. */
  mostValuableFeatures: z.array(countSchema),
  biggestFrictions: z.array(countSchema),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const adminLoginSchema = z.object({
  password: z.string({ error: betaMessages.adminPassword }).min(1, betaMessages.adminPasswordMissing).max(1000),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminSessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;
