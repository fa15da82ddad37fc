import type { Language } from '../i18n/languages';
import { emailCopyEs } from './es/emails';
import { stepRules, stepTitles, type ProgressStep } from '../domain/learning-progress';

/**
 * The fixed wording of Arkad's emails (price alert, weekly digest, 'we miss you' note, password
 * reset, registration attempt) and of the price alert's push notification. The server fills in the
 * figures; the content checks (content-checks.test.ts) read these strings, and the server's email
 * tests check the rendered messages too. Facts only: what moved, from what to what, when; what the
 * learner did. Never advice, never a forecast. English is the source; the Spanish wording is
 * shared/content/es/emails.ts, the same keys and placeholders (emailCopyFor picks by language).
 */
/** The weekly digest goes out on Mondays at this UTC hour, covering the 7 days before. */
export const DIGEST_WEEKDAY_UTC = 1;
export const DIGEST_HOUR_UTC = 8;
/** No digest after this many days without activity (one 'we miss you' note instead). */
export const INACTIVE_AFTER_DAYS = 30;

export const emailCopy = {
  priceAlert: {
    subjectUp: 'Bitcoin price: up {percent} in 24 hours',
    subjectDown: 'Bitcoin price: down {percent} in 24 hours',
    /** When the provider gives no 24-hour change: the earlier price is a stored daily close, 24 to 48 hours old. */
    subjectUpSince: 'Bitcoin price: up {percent} since {fromTime}',
    subjectDownSince: 'Bitcoin price: down {percent} since {fromTime}',
    intro: 'You asked Arkad to tell you when the Bitcoin price moves {threshold} or more in 24 hours. It did:',
    moved: 'Bitcoin ({currency}) moved from {from} at {fromTime} to {to} at {toTime}, a change of {change}.',
    source: 'Prices: {provider}, as Arkad fetched them; times in UTC.',
    sourceStored:
      'Latest price: {provider}, as Arkad fetched it; earlier price: Arkad’s stored daily close; times in UTC.',
    /** A currency the provider gives no figure in: counted from the USD prices. */
    converted:
      'Prices in {currency} are the US dollar prices times {rate} {currency} per dollar, calculated from the European Central Bank’s reference rates of {rateDate} (source: ECB statistics).',
    limit: 'Arkad sends at most one price alert a day.',
  },
  digest: {
    subject: 'Your week on Arkad, to Monday {weekEnd}',
    intro: 'Hello {firstName}, here is what you did on Arkad in the week to Monday {weekEnd}, 08:00 UTC.',
    stepsCompleted: 'Learning path: {completed} of {total} steps complete.',
    // Each count comes with its words in the right number (counts, below): '1 other activity recorded'.
    activity: 'This week: {glossary}, {quizzes} ({passed}), {other}.',
    noActivity: 'This week: no activity recorded.',
    savedWeek: 'Saved in your treasury this week: {amount}.',
    savedTotal: 'Saved in your treasury in total: {amount}.',
    nextStep: 'Your next step on the learning path: {step}.',
    allDone: 'You have completed every step of the learning path.',
    /** A class target (decision 060) due within a week either side of the digest, for a step not yet complete. */
    classTargetDue: 'Class target: {className} set {step} for {dueDate}.',
  },
  /** A count with its noun, chosen by Intl.PluralRules of the language ('1 other activity'). */
  counts: {
    glossaryOpened: { one: '{count} glossary term opened', other: '{count} glossary terms opened' },
    quizzesAnswered: { one: '{count} quiz answered', other: '{count} quizzes answered' },
    quizzesPassed: { one: '{count} passed', other: '{count} passed' },
    otherRecorded: { one: '{count} other activity recorded', other: '{count} other activities recorded' },
  },
  /** The learning path's steps as the digest names them (shared/domain/learning-progress.ts). */
  steps: Object.fromEntries(
    stepRules.map((rule) => [rule.step, { title: stepTitles[rule.step], rule: rule.rule }]),
  ) as Record<ProgressStep, { title: string; rule: string }>,
  inactive: {
    subject: 'We miss you at Arkad',
    body: 'Hello {firstName}, you have not recorded anything on Arkad for at least {days} days. Your progress and your treasury are kept as you left them. This is the only note Arkad sends about it: the weekly digest pauses until you come back.',
  },
  footer: {
    why: 'You receive this email because it is switched on in Settings › Notifications.',
    stop: 'Stop all Arkad emails (except account mail: password resets and registration attempts): {url}',
    stopLabel: 'Unsubscribe from Arkad emails',
    settings: 'Change what Arkad sends: {url}',
    settingsLabel: 'Settings › Notifications',
  },
  /** Account mail: sent whatever the email switch says, without an unsubscribe footer. */
  passwordReset: {
    subject: 'Reset your Arkad password',
    greeting: 'Hello {firstName},',
    asked: 'Someone (hopefully you) asked to reset the password of your Arkad account.',
    open: 'Open this link within one hour to choose a new password:',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  registrationAttempt: {
    subject: 'Someone tried to register with your email',
    greeting: 'Hello {firstName},',
    what: 'Someone asked to create a new Arkad account with this email address. This address already has an account, so no new account was created and nothing about yours has changed.',
    ifYou: 'If it was you: sign in at {url}, or reset your password from the sign-in screen.',
    ifNot: 'If it was not you, you can ignore this email.',
  },
} as const;

/** The shape every language's email wording has: the English keys, any text. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type EmailCopy = Texts<typeof emailCopy>;

/**
 * The email wording in a language (English for null: an account that never chose one). Only the
 * server reads it (no page loads this module), so both languages are imported.
 */
export function emailCopyFor(language: Language | null | undefined): EmailCopy {
  return language === 'es' ? emailCopyEs : emailCopy;
}

/** '{name}' placeholders filled from values (a missing one is left as is, which a test would see). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
