import { emailCopy, fillTemplate } from '@shared/content/emails';
import { formatMoney as formatSharedMoney } from '@shared/domain/format';
import { currencyCodes, toCurrencyCode } from '@shared/domain/fx-currencies';
import { pluralize } from '@shared/domain/plural';
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

/** The alert's subject and source line for a move: 'in 24 hours' only when the earlier price is 24 hours old. */
function alertWording(move: PriceMove): { subject: string; source: string } {
  const copy = emailCopy.priceAlert;
  const stored = move.earlier === 'stored-close';
  const up = move.percent >= 0;
  const template = stored ? (up ? copy.subjectUpSince : copy.subjectDownSince) : up ? copy.subjectUp : copy.subjectDown;
  const provider = move.provider ?? 'the market-data provider';
  const converted = move.convertedFromUsd
    ? ` ${fillTemplate(copy.converted, { currency: move.currency, rate: String(move.convertedFromUsd.rate), rateDate: move.convertedFromUsd.rateDate })}`
    : '';
  return {
    subject: fillTemplate(template, { percent: formatPercent(move.percent), fromTime: formatUtc(move.fromAt) }),
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
  /** The rule of the next step, or null when every step is complete. */
  nextStep: string | null;
  /** Class targets due within a week of the digest, for steps not complete (decision 060). */
  classTargets: { className: string; step: string; dueDate: string }[];
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
  /** The learner's unsubscribe and settings links. */
  links(userId: number): EmailLinks;
  /** The job's one email, with the job's Message-ID; nothing once another instance holds the job. */
  send(job: JobContext, to: string, email: RenderedEmail): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Money in its currency's own decimals (shared/domain/format.ts: '€150.50', '¥15,000'); '12.00 XYZ' for a code not offered. */
export function formatMoney(amount: number, currency: string): string {
  const code = toCurrencyCode(currency);
  return code ? formatSharedMoney(amount, code) : `${amount.toFixed(2)} ${currency}`;
}

/** '2026-11-27 16:50 UTC'. */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const formatPercent = (value: number) => `${Math.abs(value).toFixed(1)}%`;
const signedPercent = (value: number) => `${value >= 0 ? '+' : '−'}${formatPercent(value)}`;

/**
 * Text and HTML from paragraphs: one column, 16 px text, no images, no tracking; at most 560 px
 * wide and fluid below, so it reads at 390 px.
 */
function compose(subject: string, paragraphs: string[], links: EmailLinks): RenderedEmail {
  const footer = [
    emailCopy.footer.why,
    fillTemplate(emailCopy.footer.stop, { url: links.unsubscribePage }),
    fillTemplate(emailCopy.footer.settings, { url: links.settings }),
  ];
  const text = [...paragraphs, '--', ...footer].join('\n\n') + '\n';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;color:#1c1917;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5">
<div style="box-sizing:border-box;width:100%;max-width:560px;margin:0 auto;padding:24px 16px;overflow-wrap:anywhere">
${body}
<hr style="border:0;border-top:1px solid #d6d3d1;margin:24px 0">
<p style="margin:0 0 12px;font-size:14px;color:#44403c">${escapeHtml(emailCopy.footer.why)}</p>
<p style="margin:0 0 12px;font-size:14px"><a href="${escapeHtml(links.unsubscribePage)}" style="color:#92400e">${escapeHtml(emailCopy.footer.stopLabel)}</a></p>
<p style="margin:0;font-size:14px"><a href="${escapeHtml(links.settings)}" style="color:#92400e">Settings › Notifications</a></p>
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

export function renderPriceAlert(move: PriceMove, threshold: number, links: EmailLinks): RenderedEmail {
  const copy = emailCopy.priceAlert;
  const { subject, source } = alertWording(move);
  return compose(
    subject,
    [
      fillTemplate(copy.intro, { threshold: `${threshold}%` }),
      fillTemplate(copy.moved, {
        currency: move.currency,
        from: formatMoney(move.from, move.currency),
        fromTime: formatUtc(move.fromAt),
        to: formatMoney(move.to, move.currency),
        toTime: formatUtc(move.toAt),
        change: signedPercent(move.percent),
      }),
      source,
      copy.limit,
    ],
    links,
  );
}

export function renderDigest(facts: DigestFacts, links: EmailLinks): RenderedEmail {
  const copy = emailCopy.digest;
  const weekStart = facts.weekStart.slice(0, 10);
  // The last day covered (the week ends at the digest's moment, Monday 08:00 UTC).
  const weekEnd = new Date(Date.parse(facts.weekEnd) - 1).toISOString().slice(0, 10);
  const any = facts.glossaryOpened + facts.quizzesAnswered + facts.otherActivities > 0;
  return compose(
    fillTemplate(copy.subject, { weekStart, weekEnd }),
    [
      fillTemplate(copy.intro, { firstName: facts.firstName, weekStart, weekEnd }),
      fillTemplate(copy.stepsCompleted, { completed: facts.completed, total: facts.total }),
      any
        ? fillTemplate(copy.activity, {
            glossary: pluralize(facts.glossaryOpened, 'glossary term', 'glossary terms'),
            quizzes: pluralize(facts.quizzesAnswered, 'quiz', 'quizzes'),
            passed: facts.quizzesPassed,
            other: pluralize(facts.otherActivities, 'other activity', 'other activities'),
          })
        : copy.noActivity,
      fillTemplate(copy.savedWeek, { amount: formatMoney(facts.savedThisWeek, facts.currency) }),
      fillTemplate(copy.savedTotal, { amount: formatMoney(facts.savedTotal, facts.currency) }),
      facts.nextStep ? fillTemplate(copy.nextStep, { step: facts.nextStep }) : copy.allDone,
      ...facts.classTargets.map((target) => fillTemplate(copy.classTargetDue, target)),
    ],
    links,
  );
}

export function renderInactiveNote(firstName: string, days: number, links: EmailLinks): RenderedEmail {
  return compose(emailCopy.inactive.subject, [fillTemplate(emailCopy.inactive.body, { firstName, days })], links);
}

/** The push notification of a price alert (decision 052): the email's subject and its "moved" line, same words. */
export function renderPriceAlertPush(move: PriceMove): { title: string; body: string } {
  const copy = emailCopy.priceAlert;
  const { subject: title, source } = alertWording(move);
  const moved = fillTemplate(copy.moved, {
    currency: move.currency,
    from: formatMoney(move.from, move.currency),
    fromTime: formatUtc(move.fromAt),
    to: formatMoney(move.to, move.currency),
    toTime: formatUtc(move.toAt),
    change: signedPercent(move.percent),
  });
  return { title, body: `${moved} ${source}` };
}
