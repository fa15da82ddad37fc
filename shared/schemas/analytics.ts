import { z } from 'zod';
import { dcaFrequencies } from './dca-options';
import { priceCurrencies } from './price';
import { strategyIdSchema } from './strategy';

/** The first-party events Arkad records (nothing else is counted), by the names the API and the table use. */
export const analyticsEventNames = [
  'page_view',
  'login',
  'sign_up',
  'onboarding_complete',
  'strategy_toggle',
  'upgrade_click',
  'dca_calculation',
] as const;
export const analyticsEventNameSchema = z.enum(analyticsEventNames);
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;

export const analyticsEventLabels: Record<AnalyticsEventName, string> = {
  page_view: 'Page views',
  login: 'Sign-ins',
  sign_up: 'Sign-ups',
  onboarding_complete: 'Onboarding completed',
  strategy_toggle: 'Strategy toggles',
  upgrade_click: 'Upgrade clicks',
  dca_calculation: 'DCA calculations',
};

/**
 * Where an upgrade click happened: 'See Scholar plan' on an upgrade card (the gates, the glossary)
 * or in a locked glossary term's popup, and the 'Upgrade to Scholar' buttons of the current plan
 * card and the Scholar plan card on /subscription and of Settings › Subscription.
 */
export const upgradeClickSources = ['upgrade_card', 'glossary_popup', 'current_plan', 'plan_card', 'settings'] as const;
export type UpgradeClickSource = (typeof upgradeClickSources)[number];

/** At most this many events in one POST /api/events. */
export const ANALYTICS_BATCH_MAX = 50;
/**
 * Each server instance deletes what has expired (earlier days' analytics salts, events older than
 * the window, abuse-limit counters whose window has ended) at start, at the start of every UTC day
 * and at least this often.
 */
export const RETENTION_SWEEP_MINUTES = 10;
/** The dashboard shows, and the server keeps, this many days of events (today included). */
export const ANALYTICS_WINDOW_DAYS = 30;

/** A page's path without its query string or fragment (which could carry a reset token). */
const pathSchema = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9._~/-]*$/, 'path must be a page path without query or fragment');
/** The learning-path tab on /home ('calculator'). */
const tabSchema = z.string().regex(/^[a-z-]{1,30}$/, 'tab must be a tab id');

const event = <N extends AnalyticsEventName, P extends z.ZodRawShape>(name: N, properties: P) => {
  // Unknown properties are dropped: only what is listed here is ever stored.
  const shape = z.object({ path: pathSchema.optional(), ...properties });
  // No properties at all reads as {} (and is then checked like any other value).
  return z.object({ name: z.literal(name), properties: shape.prefault({} as z.input<typeof shape>) });
};

/** One event and the only properties kept with it. */
export const analyticsEventSchema = z.discriminatedUnion(
  'name',
  [
    event('page_view', { path: pathSchema, tab: tabSchema.optional() }),
    event('login', {}),
    event('sign_up', {}),
    event('onboarding_complete', {}),
    event('strategy_toggle', { strategyId: strategyIdSchema, selected: z.boolean() }),
    event('upgrade_click', { source: z.enum(upgradeClickSources) }),
    event('dca_calculation', { frequency: z.enum(dcaFrequencies), currency: z.enum(priceCurrencies) }),
  ],
  { error: `name must be one of ${analyticsEventNames.join(', ')}` },
);
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** POST /api/events */
export const analyticsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema, { error: 'events must be a list' })
    .min(1, 'events must hold at least one event')
    .max(ANALYTICS_BATCH_MAX, `events must hold at most ${ANALYTICS_BATCH_MAX} events`),
});
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;

export const analyticsReceiptSchema = z.object({
  /** Events stored: 0 when the request asked not to be tracked (DNT or Global Privacy Control). */
  accepted: z.number().int().nonnegative(),
});

const eventCountsSchema = z.record(analyticsEventNameSchema, z.number().int().nonnegative());
export type EventCounts = z.infer<typeof eventCountsSchema>;

/** GET /api/admin/analytics: counts per event and per UTC day over the last 30 days, oldest first. */
export const analyticsSummarySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(
    z.object({
      date: z.iso.date(),
      counts: eventCountsSchema,
      /** Distinct visitors that day (by the day's salted hash of address and browser). */
      visitors: z.number().int().nonnegative(),
    }),
  ),
  totals: eventCountsSchema,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
