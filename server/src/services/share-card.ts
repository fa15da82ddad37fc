import { BASE_CURRENCY, currencyLabel, toCurrencyCode } from '@shared/domain/fx-currencies';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { MAX_FILLABLE_SHARE_OF_SUPPLY } from '@shared/domain/dca-fillable';
import { formatBtc, formatMoney, formatPercent } from '@shared/domain/format';
import { pluralize } from '@shared/domain/plural';
import type { DcaFrequency, DcaPlansResult, DcaResult } from '@shared/schemas/dca';
import { projectRoot } from '../lib/project-paths';

/**
 * The share card of a calculator result (decision 045): a 1200x630 PNG drawn with @napi-rs/canvas
 * in Inter (SIL Open Font License, bundled in server/assets/fonts). It shows the plan's inputs,
 * the dates, the outcome in percent and in bitcoin, and says it is a past result; it takes no
 * account data (only the result computed from the link's parameters). A link of two or three
 * plans is drawn whole, one row of headline figures a plan (issue 46): the image shows what the
 * link opens.
 */

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The family name the bundled Inter is registered under (the certificate card uses it too). */
export const FONT = 'ArkadShareInter';
const fontsDir = path.join(projectRoot, 'server', 'assets', 'fonts');
let fontsLoaded = false;

export function loadFonts(): void {
  if (fontsLoaded) return;
  for (const file of ['inter-latin-400-normal.woff2', 'inter-latin-700-normal.woff2']) {
    GlobalFonts.registerFromPath(path.join(fontsDir, file), FONT);
  }
  fontsLoaded = true;
}

const everyLabel: Record<DcaFrequency, string> = {
  daily: 'every day',
  weekly: 'every week',
  biweekly: 'every two weeks',
  monthly: 'every 30 days',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** The texts of the card, also used for the link's preview tags. */
export interface ShareCardText {
  /** '$300 every week' */
  plan: string;
  /** 'Aug 22, 2024 to Aug 22, 2026' */
  dates: string;
  /** '105 purchases · fee 0.5% · US dollars' */
  details: string;
  returnPercent: string;
  btc: string;
  invested: string;
  value: string;
  /** The step-up and the starting stack, when the link has them ('stepping up 10% a year'). */
  extras: string[];
  /** One line for og:title. */
  title: string;
  /** One or two sentences for og:description. */
  description: string;
  /** Set when DCA purchases could not have been filled (over 0.1% of all bitcoin that day). */
  theoretical: string | null;
}

function theoreticalNote(result: DcaResult): string | null {
  const over = result.theoretical?.dcaPurchasesOver ?? 0;
  if (over === 0) return null;
  return `Theoretical: ${pluralize(over, 'purchase')} of more than ${formatPercent(MAX_FILLABLE_SHARE_OF_SUPPLY * 100)} of all bitcoin then in existence could not have been filled.`;
}

/** 'US dollar (USD)'; another currency also says how its prices were counted (decision 059). */
function currencyWords(currency: DcaResult['currency']): string {
  const code = toCurrencyCode(currency) ?? BASE_CURRENCY;
  const label = currencyLabel(code);
  return code === BASE_CURRENCY ? label : `${label}, from USD closes × ECB reference rates`;
}

export function shareCardText(result: DcaResult): ShareCardText {
  const currency = result.currency;
  const plan = `${formatMoney(result.amount, currency)} ${everyLabel[result.frequency]}`;
  const dates = `${formatDay(result.startDate)} to ${formatDay(result.endDate)}`;
  const purchases = result.pointDates.length;
  const fee = result.feePercent > 0 ? `fee ${formatPercent(result.feePercent, { decimals: 2 })}` : 'no fee';
  // The step-up and the starting stack change every figure: the card names them (the review's N7).
  const extras = [
    result.stepUpPercent > 0 ? `stepping up ${formatPercent(result.stepUpPercent)} a year` : null,
    result.startingBtc > 0
      ? `starting stack ${formatBtc(result.startingBtc)} (cost ${formatMoney(result.startingCost, currency)})`
      : null,
  ].filter((extra): extra is string => extra !== null);
  const details = [pluralize(purchases, 'purchase'), fee, currencyWords(currency), ...extras].join(' · ');
  const returnPercent = formatPercent(result.dcaReturnPercent, { signed: true });
  const btc = formatBtc(result.dcaBtc);
  const invested = formatMoney(result.dcaInvestment, currency);
  const value = formatMoney(result.dcaFinalValue, currency);
  const theoretical = theoreticalNote(result);
  return {
    plan,
    dates,
    details,
    returnPercent,
    btc,
    invested,
    value,
    title: `Bitcoin DCA, ${[plan, ...extras].join(', ')}: ${returnPercent} (${dates})`,
    extras,
    theoretical,
    description:
      `${theoretical ? `${theoretical} ` : ''}${invested} put in from ${dates}${result.startingBtc > 0 ? ', the starting stack’s cost included,' : ''} ended with ${btc}, worth ${value} on ${formatDay(result.endDate)}. ` +
      (extras.length > 0 ? `The plan: ${extras.join('; ')}. ` : '') +
      FOOTNOTE,
  };
}

/** The words of a link's preview tags: its title, description and the image's alt text. */
export interface SharePreviewText {
  title: string;
  description: string;
  alt: string;
}

const FOOTNOTE = 'A past result on daily closes, not a forecast or advice.';

/** The preview of a link: one plan's words as before, or every plan's headline for several. */
export function sharePlansText(result: DcaPlansResult): SharePreviewText {
  const copies = result.plans.map(shareCardText);
  const [only] = copies;
  if (copies.length === 1 && only) {
    return {
      title: only.title,
      description: only.description,
      alt: `${[only.plan, ...only.extras].join(', ')}, ${only.dates}: ${only.returnPercent}, ${only.btc}`,
    };
  }
  const named = copies.map((copy, index) => ({
    copy,
    name: `Plan ${index + 1}, ${[copy.plan, ...copy.extras].join(', ')}`,
  }));
  const theoretical = copies.some((copy) => copy.theoretical !== null)
    ? 'Theoretical: some purchases of more than 0.1% of all bitcoin then in existence could not have been filled. '
    : '';
  return {
    title: `Bitcoin DCA, ${copies.length} plans: ${named.map(({ copy, name }) => `${name}: ${copy.returnPercent}`).join('; ')}`,
    description:
      theoretical +
      named
        .map(
          ({ copy, name }) =>
            `${name}, ${copy.dates}: ${copy.invested} put in ended with ${copy.btc}, worth ${copy.value}.`,
        )
        .join(' ') +
      ` ${FOOTNOTE}`,
    alt: `${copies.length} plans. ${named.map(({ copy, name }) => `${name}, ${copy.dates}: ${copy.returnPercent}, ${copy.btc}`).join('; ')}`,
  };
}

const colors = {
  background: '#1c1917',
  panel: '#292524',
  text: '#fafaf9',
  muted: '#d6d3d1',
  accent: '#f59e0b',
  up: '#4ade80',
  down: '#f87171',
  warning: '#fbbf24',
};

/** Writes `value` at (x, y) in the card's font; `font` is the weight and size ('bold 30px'). */
export function text(g: SKRSContext2D, value: string, x: number, y: number, font: string, color: string): void {
  g.font = `${font} ${FONT}`;
  g.fillStyle = color;
  g.fillText(value, x, y);
}

/** The largest size up to `size` at which `value` fits in `width`. */
export function fittedSize(g: SKRSContext2D, value: string, size: number, width: number, weight = 'bold'): number {
  g.font = `${weight} ${size}px ${FONT}`;
  const measured = g.measureText(value).width;
  return measured <= width ? size : Math.floor((size * width) / measured);
}

interface Figure {
  label: string;
  value: string;
  note: string;
  color: string;
}

const PANEL = { top: 300, width: 340, height: 180, gap: 30, padding: 28 };

/** A figure with its label and a note under it, in a panel. */
function figure(g: SKRSContext2D, x: number, { label, value, note, color }: Figure): void {
  const { top, width, height, padding } = PANEL;
  g.fillStyle = colors.panel;
  g.beginPath();
  g.roundRect(x, top, width, height, 20);
  g.fill();
  text(g, label, x + padding, top + 48, '26px', colors.muted);
  const size = fittedSize(g, value, 52, width - 2 * padding);
  text(g, value, x + padding, top + 114, `bold ${size}px`, color);
  text(g, note, x + padding, top + 154, `${fittedSize(g, note, 24, width - 2 * padding, 'normal')}px`, colors.muted);
}

/** The card's background, its top bar and its title. */
function drawFrame(g: SKRSContext2D): void {
  g.fillStyle = colors.background;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  g.fillStyle = colors.accent;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, 12);
  text(g, 'Arkad · Bitcoin DCA calculator', 60, 84, 'bold 30px', colors.accent);
}

const FOOTER = 'A past result on stored daily closes: not a forecast, not advice.';

/** One plan, drawn large: its inputs, dates and three panels. */
function drawOnePlan(g: SKRSContext2D, result: DcaResult): void {
  const copy = shareCardText(result);
  text(g, copy.plan, 60, 170, 'bold 64px', colors.text);
  text(g, copy.dates, 60, 226, '36px', colors.text);
  text(g, copy.details, 60, 272, `${fittedSize(g, copy.details, 28, 1080, 'normal')}px`, colors.muted);

  const figures: Figure[] = [
    {
      label: 'Return',
      value: copy.returnPercent,
      note: 'on the money put in',
      color: result.dcaReturnPercent >= 0 ? colors.up : colors.down,
    },
    {
      label: result.startingBtc > 0 ? 'Bitcoin held' : 'Bitcoin bought',
      value: copy.btc,
      note: `at ${formatMoney(result.averageCostPerBtc, result.currency)} a coin`,
      color: colors.text,
    },
    { label: 'Worth at the end', value: copy.value, note: `for ${copy.invested} put in`, color: colors.text },
  ];
  figures.forEach((item, index) => figure(g, 60 + index * (PANEL.width + PANEL.gap), item));

  if (copy.theoretical)
    text(g, copy.theoretical, 60, 530, `${fittedSize(g, copy.theoretical, 24, 1080, 'normal')}px`, colors.warning);
  text(g, FOOTER, 60, 575, '26px', colors.muted);
}

/** The rows of a several-plans card: where they start, their height and the gap between them. */
const ROW = { top: 150, height: 112, gap: 14, padding: 24, textWidth: 460, figuresLeft: 500, figureWidth: 190 };

/** Writes `value` shrunk to `width` from `size` px. */
function fitted(
  g: SKRSContext2D,
  value: string,
  x: number,
  y: number,
  size: number,
  width: number,
  weight: string,
  color: string,
): void {
  const px = fittedSize(g, value, size, width, weight);
  text(g, value, x, y, `${weight === 'normal' ? '' : `${weight} `}${px}px`, color);
}

/** One plan's row: its name, inputs and dates on the left, its return, bitcoin and worth on the right. */
function drawPlanRow(g: SKRSContext2D, result: DcaResult, index: number): void {
  const copy = shareCardText(result);
  const top = ROW.top + index * (ROW.height + ROW.gap);
  const x = 60 + ROW.padding;
  g.fillStyle = colors.panel;
  g.beginPath();
  g.roundRect(60, top, 1080, ROW.height, 16);
  g.fill();
  fitted(g, `Plan ${index + 1} · ${copy.plan}`, x, top + 40, 30, ROW.textWidth, 'bold', colors.text);
  fitted(g, copy.dates, x, top + 72, 22, ROW.textWidth, 'normal', colors.text);
  const details = [pluralize(result.pointDates.length, 'purchase'), ...copy.extras].join(' · ');
  fitted(g, details, x, top + 98, 20, ROW.textWidth, 'normal', colors.muted);
  const figures: Figure[] = [
    {
      label: 'Return',
      value: copy.returnPercent,
      note: '',
      color: result.dcaReturnPercent >= 0 ? colors.up : colors.down,
    },
    {
      label: result.startingBtc > 0 ? 'Bitcoin held' : 'Bitcoin bought',
      value: copy.btc,
      note: '',
      color: colors.text,
    },
    { label: 'Worth at the end', value: copy.value, note: `for ${copy.invested} put in`, color: colors.text },
  ];
  figures.forEach((item, column) => {
    const left = 60 + ROW.figuresLeft + column * ROW.figureWidth;
    const width = ROW.figureWidth - 16;
    fitted(g, item.label, left, top + 36, 20, width, 'normal', colors.muted);
    fitted(g, item.value, left, top + 74, 32, width, 'bold', item.color);
    if (item.note) fitted(g, item.note, left, top + 100, 18, width, 'normal', colors.muted);
  });
}

/** Two or three plans, one row each, as the link opens them. */
function drawPlans(g: SKRSContext2D, result: DcaPlansResult): void {
  const [first] = result.plans;
  const fee = (plan: DcaResult) =>
    plan.feePercent > 0 ? `fee ${formatPercent(plan.feePercent, { decimals: 2 })}` : 'no fee';
  const fees = [...new Set(result.plans.map(fee))];
  const heading = [
    `${result.plans.length} plans, as the link opens them`,
    fees.length === 1 ? fees[0] : result.plans.map((plan, index) => `plan ${index + 1} ${fee(plan)}`).join(', '),
    first ? currencyWords(first.currency) : currencyLabel(BASE_CURRENCY),
  ].join(' · ');
  fitted(g, heading, 60, 126, 26, 1080, 'normal', colors.muted);
  result.plans.forEach((plan, index) => drawPlanRow(g, plan, index));
  const theoretical = result.plans.flatMap((plan, index) => {
    const note = theoreticalNote(plan);
    return note ? [`Plan ${index + 1}: ${note}`] : [];
  });
  if (theoretical.length > 0) {
    const line = theoretical.join(' ');
    fitted(g, line, 60, 556, 22, 1080, 'normal', colors.warning);
  }
  text(g, FOOTER, 60, 596, '26px', colors.muted);
}

/** The card as PNG bytes: one plan drawn large, or every plan of the link in a row of its own. */
export async function renderShareCard(result: DcaPlansResult): Promise<Buffer> {
  loadFonts();
  const canvas = createCanvas(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  const g = canvas.getContext('2d');
  drawFrame(g);
  const [only] = result.plans;
  if (result.plans.length === 1 && only) drawOnePlan(g, only);
  else drawPlans(g, result);
  return canvas.encode('png');
}
