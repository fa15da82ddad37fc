import { emailCopyFor, fillTemplate, type EmailCopy } from '@shared/content/emails';
import { formatMoney as formatSharedMoney } from '@shared/domain/format';
import { currencyCodes, toCurrencyCode } from '@shared/domain/fx-currencies';
import type { ProgressStep } from '@shared/domain/learning-progress';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { z } from 'zod';
import type { MailMessage } from '../../lib/mailer';
import type { JobContext } from '../jobs/define-job';

const alertCurrencySchema = z.enum(currencyCodes);

/** A measured move of the Bitcoin price over 24 hours (a price alert job's payload carries one). */
export const priceMoveSchema = z.object({
  currency: alertCurrencySchema,
  from: z.number(),
  fromAt: z.string(),
  to: z.number(),
  toAt: z.string(),
  /** Signed percent change, from → to. */
  percent: z.number(),
  /** The live provider's name, as its credit gives it (PRICE_API_URL may name another than CoinGecko). */
  provider: z.string().optional(),
  /**
   * Where the earlier price came from: the provider's 24-hour change, or, when it gives none,
   * Arkad's stored daily close (24 to 48 hours before the latest price). Absent in a job queued
   * before this field existed: read as the provider's change.
   */
  earlier: z.enum(['provider-change', 'stored-close']).optional(),
  /**
   * Set when the provider has no figure in this currency: both prices are the USD ones times this
   * rate (units per US dollar, calculated from the ECB reference rate of rateDate).
   */
  convertedFromUsd: z.object({ rate: z.number(), rateDate: z.string() }).optional(),
});
export type PriceMove = z.infer<typeof priceMoveSchema>;

/** The provider when a job queued before the field existed names none. */
const unnamedProvider: Record<Language, string> = {
  en: 'the market-data provider',
  es: 'el proveedor de datos de mercado',
};

/** The alert's subject and source line for a move: 'in 24 hours' only when the earlier price is 24 hours old. */
function alertWording(move: PriceMove, language: Language): { subject: string; source: string } {
  const copy = emailCopyFor(language).priceAlert;
  const stored = move.earlier === 'stored-close';
  const up = move.percent >= 0;
  const template = stored ? (up ? copy.subjectUpSince : copy.subjectDownSince) : up ? copy.subjectUp : copy.subjectDown;
  const provider = move.provider ?? unnamedProvider[language];
  const converted = move.convertedFromUsd
    ? ` ${fillTemplate(copy.converted, {
        currency: move.currency,
        rate: formatRate(move.convertedFromUsd.rate, language),
        rateDate: formatDay(move.convertedFromUsd.rateDate, language),
      })}`
    : '';
  return {
    subject: fillTemplate(template, {
      percent: formatPercent(move.percent, language),
      fromTime: formatUtc(move.fromAt, language),
    }),
    source: `${fillTemplate(stored ? copy.sourceStored : copy.source, { provider })}${converted}`,
  };
}

export interface DigestFacts {
  firstName: string;
  currency: string;
  /** The week covered: [weekStart, weekEnd), ISO times. */
  weekStart: string;
  weekEnd: string;
  completed: number;
  total: number;
  glossaryOpened: number;
  quizzesAnswered: number;
  quizzesPassed: number;
  otherActivities: number;
  savedThisWeek: number;
  savedTotal: number;
  /** The next step (its rule is said in the learner's language), or null when every step is complete. */
  nextStep: ProgressStep | null;
  /** Class targets due within a week of the digest, for steps not complete (decision 060). */
  classTargets: { className: string; step: ProgressStep; dueDate: string }[];
}

/** Where the footer links go. */
export interface EmailLinks {
  unsubscribePage: string;
  oneClickUnsubscribe: string;
  settings: string;
}

export type RenderedEmail = Omit<MailMessage, 'to'>;

/** How a notification job's email goes out (notification.service.ts gives it to the jobs). */
export interface NotificationMail {
  /** The learner's unsubscribe and settings links (the page's carry the email's language). */
  links(userId: number, language?: Language): EmailLinks;
  /** The job's one email, with the job's Message-ID; nothing once another instance holds the job. */
  send(job: JobContext, to: string, email: RenderedEmail): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Money in its currency's own decimals, by Intl in the language's locale (shared/domain/format.ts:
 * '€150.50', '¥15,000'; Spanish 'EUR 150.50'); '12.00 XYZ' for a code not offered.
 */
export function formatMoney(amount: number, currency: string, language: Language = 'en'): string {
  const code = toCurrencyCode(currency);
  return code ? formatSharedMoney(amount, code, intlLocales[language]) : `${amount.toFixed(2)} ${currency}`;
}

const utcFormats = new Map<string, Intl.DateTimeFormat>();
function utcFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = utcFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[language], { ...options, timeZone: 'UTC' });
    utcFormats.set(key, format);
  }
  return format;
}

/** English '2026-11-27 16:50 UTC'; Spanish by Intl: '27 de noviembre de 2026, 16:50 UTC'. */
export function formatUtc(iso: string, language: Language = 'en'): string {
  if (language === 'en') return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  const at = new Date(iso);
  const day = utcFormat(language, { dateStyle: 'long' }).format(at);
  const time = utcFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${day}, ${time} UTC`;
}

/** A day ('2026-11-30'): English as it is, Spanish by Intl ('30 de noviembre de 2026'). */
export function formatDay(isoDay: string, language: Language = 'en'): string {
  if (language === 'en') return isoDay.slice(0, 10);
  return utcFormat(language, { dateStyle: 'long' }).format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** An exchange rate as the ECB gives it (up to 6 decimals). */
const formatRate = (rate: number, language: Language) =>
  language === 'en'
    ? String(rate)
    : new Intl.NumberFormat(intlLocales[language], { maximumFractionDigits: 6 }).format(rate);

const formatPercent = (value: number, language: Language) =>
  new Intl.NumberFormat(intlLocales[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.abs(value) / 100);
const signedPercent = (value: number, language: Language) =>
  `${value >= 0 ? '+' : '−'}${formatPercent(value, language)}`;
/** A threshold as Settings gives it: a whole percent ('5%'). */
const wholePercent = (value: number, language: Language) =>
  new Intl.NumberFormat(intlLocales[language], { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/** A count with its words in the language's plural form ('1 quiz answered', '2 quizzes answered'). */
function counted(forms: { one: string; other: string }, count: number, language: Language): string {
  const locale = intlLocales[language];
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return fillTemplate(form, { count: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count) });
}

/**
 * Text and HTML from paragraphs: one column, 16 px text, no images, no tracking; at most 560 px
 * wide and fluid below, so it reads at 390 px.
 */
function compose(
  subject: string,
  paragraphs: string[],
  links: EmailLinks,
  language: Language,
  copy: EmailCopy = emailCopyFor(language),
): RenderedEmail {
  const footer = [
    copy.footer.why,
    fillTemplate(copy.footer.stop, { url: links.unsubscribePage }),
    fillTemplate(copy.footer.settings, { url: links.settings }),
  ];
  const text = [...paragraphs, '--', ...footer].join('\n\n') + '\n';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;color:#1c1917;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5">
<div style="box-sizing:border-box;width:100%;max-width:560px;margin:0 auto;padding:24px 16px;overflow-wrap:anywhere">
${body}
<hr style="border:0;border-top:1px solid #d6d3d1;margin:24px 0">
<p style="margin:0 0 12px;font-size:14px;color:#44403c">${escapeHtml(copy.footer.why)}</p>
<p style="margin:0 0 12px;font-size:14px"><a href="${escapeHtml(links.unsubscribePage)}" style="color:#92400e">${escapeHtml(copy.footer.stopLabel)}</a></p>
<p style="margin:0;font-size:14px"><a href="${escapeHtml(links.settings)}" style="color:#92400e">${escapeHtml(copy.footer.settingsLabel)}</a></p>
</div></body></html>
`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The price alert's "moved" line, the same in the email and the push notification. */
function movedLine(move: PriceMove, language: Language): string {
  return fillTemplate(emailCopyFor(language).priceAlert.moved, {
    currency: move.currency,
    from: formatMoney(move.from, move.currency, language),
    fromTime: formatUtc(move.fromAt, language),
    to: formatMoney(move.to, move.currency, language),
    toTime: formatUtc(move.toAt, language),
    change: signedPercent(move.percent, language),
  });
}

export function renderPriceAlert(
  move: PriceMove,
  threshold: number,
  links: EmailLinks,
  language: Language = 'en',
): RenderedEmail {
  const copy = emailCopyFor(language).priceAlert;
  const { subject, source } = alertWording(move, language);
  return compose(
    subject,
    [
      fillTemplate(copy.intro, { threshold: wholePercent(threshold, language) }),
      movedLine(move, language),
      source,
      copy.limit,
    ],
    links,
    language,
  );
}

export function renderDigest(facts: DigestFacts, links: EmailLinks, language: Language = 'en'): RenderedEmail {
  const all = emailCopyFor(language);
  const copy = all.digest;
  // The last day covered (the week ends at the digest's moment, Monday 08:00 UTC).
  const weekEnd = formatDay(new Date(Date.parse(facts.weekEnd) - 1).toISOString(), language);
  const any = facts.glossaryOpened + facts.quizzesAnswered + facts.otherActivities > 0;
  return compose(
    fillTemplate(copy.subject, { weekEnd }),
    [
      fillTemplate(copy.intro, { firstName: facts.firstName, weekEnd }),
      fillTemplate(copy.stepsCompleted, { completed: facts.completed, total: facts.total }),
      any
        ? fillTemplate(copy.activity, {
            glossary: counted(all.counts.glossaryOpened, facts.glossaryOpened, language),
            quizzes: counted(all.counts.quizzesAnswered, facts.quizzesAnswered, language),
            passed: counted(all.counts.quizzesPassed, facts.quizzesPassed, language),
            other: counted(all.counts.otherRecorded, facts.otherActivities, language),
          })
        : copy.noActivity,
      fillTemplate(copy.savedWeek, { amount: formatMoney(facts.savedThisWeek, facts.currency, language) }),
      fillTemplate(copy.savedTotal, { amount: formatMoney(facts.savedTotal, facts.currency, language) }),
      facts.nextStep ? fillTemplate(copy.nextStep, { step: all.steps[facts.nextStep].rule }) : copy.allDone,
      ...facts.classTargets.map((target) =>
        fillTemplate(copy.classTargetDue, {
          className: target.className,
          step: all.steps[target.step].title,
          dueDate: formatDay(target.dueDate, language),
        }),
      ),
    ],
    links,
    language,
    all,
  );
}

export function renderInactiveNote(
  firstName: string,
  days: number,
  links: EmailLinks,
  language: Language = 'en',
): RenderedEmail {
  const copy = emailCopyFor(language).inactive;
  return compose(copy.subject, [fillTemplate(copy.body, { firstName, days })], links, language);
}

/** The push notification of a price alert (decision 052): the email's subject and its "moved" line, same words. */
export function renderPriceAlertPush(move: PriceMove, language: Language = 'en'): { title: string; body: string } {
  const { subject: title, source } = alertWording(move, language);
  return { title, body: `${movedLine(move, language)} ${source}` };
}

/** Account mail (no unsubscribe footer: it goes out whatever the switches say), plain text. */
export function renderPasswordReset(firstName: string, resetUrl: string, language: Language = 'en'): RenderedEmail {
  const copy = emailCopyFor(language).passwordReset;
  return {
    subject: copy.subject,
    text: [fillTemplate(copy.greeting, { firstName }), '', copy.asked, copy.open, resetUrl, '', copy.ignore].join('\n'),
  };
}

/** The note to an account's owner when someone registers with its email (decision 058), plain text. */
export function renderRegistrationAttempt(firstName: string, appUrl: string, language: Language = 'en'): RenderedEmail {
  const copy = emailCopyFor(language).registrationAttempt;
  return {
    subject: copy.subject,
    text: [
      fillTemplate(copy.greeting, { firstName }),
      '',
      copy.what,
      '',
      fillTemplate(copy.ifYou, { url: `${appUrl}/auth?mode=signin` }),
      copy.ifNot,
    ].join('\n'),
  };
}
