import { BASE_CURRENCY, currencyLabel, toCurrencyCode } from '@shared/domain/fx-currencies';
import path from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { MAX_FILLABLE_SHARE_OF_SUPPLY } from '@shared/domain/dca-fillable';
import { formatBtc, formatMoney, formatPercent } from '@shared/domain/format';
import { fillTemplate } from '@shared/content/emails';
import { intlLocales, type Language } from '@shared/i18n/languages';
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

/**
 * The card's and the preview's words in each language ({placeholders} filled by fillTemplate; a
 * count's words by Intl.PluralRules). Numbers, dates and money arrive formatted by Intl in the
 * language's locale. Spanish: docs/translation-es.md.
 */
export const shareCardWords = {
  en: {
    every: { daily: 'every day', weekly: 'every week', biweekly: 'every two weeks', monthly: 'every 30 days' },
    plan: '{amount} {every}',
    dates: '{from} to {to}',
    fee: 'fee {percent}',
    noFee: 'no fee',
    stepUp: 'stepping up {percent} a year',
    startingStack: 'starting stack {btc} (cost {cost})',
    purchases: { one: '{count} purchase', other: '{count} purchases' },
    theoretical: {
      one: 'Theoretical: {count} purchase of more than {percent} of all bitcoin then in existence could not have been filled.',
      other:
        'Theoretical: {count} purchases of more than {percent} of all bitcoin then in existence could not have been filled.',
    },
    theoreticalSome:
      'Theoretical: some purchases of more than 0.1% of all bitcoin then in existence could not have been filled.',
    convertedCurrency: '{label}, from USD closes × ECB reference rates',
    title: 'Bitcoin DCA, {plan}: {returnPercent} ({dates})',
    outcome: '{invested} put in from {dates} ended with {btc}, worth {value} on {endDay}.',
    outcomeWithStack:
      '{invested} put in from {dates}, the starting stack’s cost included, ended with {btc}, worth {value} on {endDay}.',
    thePlan: 'The plan: {extras}.',
    footnote: 'A past result on daily closes, not a forecast or advice.',
    planName: 'Plan {n}, {plan}',
    plansTitle: 'Bitcoin DCA, {count} plans: {list}',
    planOutcome: '{name}, {dates}: {invested} put in ended with {btc}, worth {value}.',
    plansAlt: '{count} plans. {list}',
    heading: 'Arkad · Bitcoin DCA calculator',
    returnLabel: 'Return',
    returnNote: 'on the money put in',
    btcHeld: 'Bitcoin held',
    btcBought: 'Bitcoin bought',
    averageCost: 'at {price} a coin',
    worthLabel: 'Worth at the end',
    worthNote: 'for {invested} put in',
    footer: 'A past result on stored daily closes: not a forecast, not advice.',
    rowName: 'Plan {n} · {plan}',
    plansHeading: '{count} plans, as the link opens them',
    planFee: 'plan {n} {fee}',
    planTheoretical: 'Plan {n}: {note}',
  },
  es: {
    every: { daily: 'cada día', weekly: 'cada semana', biweekly: 'cada dos semanas', monthly: 'cada 30 días' },
    plan: '{amount} {every}',
    dates: 'del {from} al {to}',
    fee: 'comisión {percent}',
    noFee: 'sin comisión',
    stepUp: 'con un aumento de {percent} al año',
    startingStack: 'saldo inicial {btc} (costo {cost})',
    purchases: { one: '{count} compra', other: '{count} compras' },
    theoretical: {
      one: 'Teórico: {count} compra de más del {percent} de todo el bitcoin que existía entonces no se habría podido completar.',
      other:
        'Teórico: {count} compras de más del {percent} de todo el bitcoin que existía entonces no se habrían podido completar.',
    },
    theoreticalSome:
      'Teórico: algunas compras de más del 0.1% de todo el bitcoin que existía entonces no se habrían podido completar.',
    convertedCurrency: '{label}, a partir de cierres en USD × tipos de referencia del BCE',
    title: 'DCA en bitcoin, {plan}: {returnPercent} ({dates})',
    outcome: '{invested} aportados {dates} terminaron en {btc}, con un valor de {value} el {endDay}.',
    outcomeWithStack:
      '{invested} aportados {dates}, incluido el costo del saldo inicial, terminaron en {btc}, con un valor de {value} el {endDay}.',
    thePlan: 'El plan: {extras}.',
    footnote: 'Un resultado pasado sobre cierres diarios; no es un pronóstico ni asesoramiento financiero.',
    planName: 'Plan {n}, {plan}',
    plansTitle: 'DCA en bitcoin, {count} planes: {list}',
    planOutcome: '{name}, {dates}: {invested} aportados terminaron en {btc}, con un valor de {value}.',
    plansAlt: '{count} planes. {list}',
    heading: 'Arkad · Calculadora DCA de bitcoin',
    returnLabel: 'Rendimiento',
    returnNote: 'sobre el dinero aportado',
    btcHeld: 'Bitcoin en tu poder',
    btcBought: 'Bitcoin comprado',
    averageCost: 'a {price} por moneda',
    worthLabel: 'Valor al final',
    worthNote: 'por {invested} aportados',
    footer: 'Un resultado pasado sobre cierres diarios guardados: no es un pronóstico ni asesoramiento.',
    rowName: 'Plan {n} · {plan}',
    plansHeading: '{count} planes, tal como los abre el enlace',
    planFee: 'plan {n} {fee}',
    planTheoretical: 'Plan {n}: {note}',
  },
} satisfies Record<Language, ShareCardWords>;

type Plural = { one: string; other: string };
interface ShareCardWords {
  every: Record<DcaFrequency, string>;
  purchases: Plural;
  theoretical: Plural;
  [key: string]: string | Plural | Record<DcaFrequency, string>;
}

/** A count's words in the language's plural form ('1 purchase', '105 compras'). */
function counted(forms: Plural, count: number, language: Language, values: Record<string, string> = {}): string {
  const locale = intlLocales[language];
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return fillTemplate(form, { ...values, count: new Intl.NumberFormat(locale).format(count) });
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
function formatDay(isoDay: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

const money = (value: number, currency: DcaResult['currency'], language: Language) =>
  formatMoney(value, currency, intlLocales[language]);

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

// Percentages and bitcoin amounts: shared/domain/format.ts writes them in en-US, which es-419
// writes the same way ('1,234.5%', '0.12345678 BTC'); money differs ('$300.00', 'USD 300.00').

function theoreticalNote(result: DcaResult, language: Language): string | null {
  const over = result.theoretical?.dcaPurchasesOver ?? 0;
  if (over === 0) return null;
  return counted(shareCardWords[language].theoretical, over, language, {
    percent: formatPercent(MAX_FILLABLE_SHARE_OF_SUPPLY * 100),
  });
}

/** The currency's name in the language: 'US dollar (USD)', 'dólar estadounidense (USD)'. */
function currencyName(code: NonNullable<ReturnType<typeof toCurrencyCode>>, language: Language): string {
  if (language === 'en') return currencyLabel(code);
  const name = new Intl.DisplayNames(intlLocales[language], { type: 'currency' }).of(code) ?? code;
  return `${name} (${code})`;
}

/** 'US dollar (USD)'; another currency also says how its prices were counted (decision 059). */
function currencyWords(currency: DcaResult['currency'], language: Language): string {
  const code = toCurrencyCode(currency) ?? BASE_CURRENCY;
  const label = currencyName(code, language);
  return code === BASE_CURRENCY ? label : fillTemplate(shareCardWords[language].convertedCurrency, { label });
}

const feeWords = (plan: DcaResult, language: Language) =>
  plan.feePercent > 0
    ? fillTemplate(shareCardWords[language].fee, { percent: formatPercent(plan.feePercent, { decimals: 2 }) })
    : shareCardWords[language].noFee;

export function shareCardText(result: DcaResult, language: Language = 'en'): ShareCardText {
  const words = shareCardWords[language];
  const currency = result.currency;
  const plan = fillTemplate(words.plan, {
    amount: money(result.amount, currency, language),
    every: words.every[result.frequency],
  });
  const dates = fillTemplate(words.dates, {
    from: formatDay(result.startDate, language),
    to: formatDay(result.endDate, language),
  });
  const purchases = result.pointDates.length;
  const fee = feeWords(result, language);
  // The step-up and the starting stack change every figure: the card names them (the review's N7).
  const extras = [
    result.stepUpPercent > 0 ? fillTemplate(words.stepUp, { percent: formatPercent(result.stepUpPercent) }) : null,
    result.startingBtc > 0
      ? fillTemplate(words.startingStack, {
          btc: formatBtc(result.startingBtc),
          cost: money(result.startingCost, currency, language),
        })
      : null,
  ].filter((extra): extra is string => extra !== null);
  const details = [
    counted(words.purchases, purchases, language),
    fee,
    currencyWords(currency, language),
    ...extras,
  ].join(' · ');
  const returnPercent = formatPercent(result.dcaReturnPercent, { signed: true });
  const btc = formatBtc(result.dcaBtc);
  const invested = money(result.dcaInvestment, currency, language);
  const value = money(result.dcaFinalValue, currency, language);
  const theoretical = theoreticalNote(result, language);
  const outcome = fillTemplate(result.startingBtc > 0 ? words.outcomeWithStack : words.outcome, {
    invested,
    dates,
    btc,
    value,
    endDay: formatDay(result.endDate, language),
  });
  return {
    plan,
    dates,
    details,
    returnPercent,
    btc,
    invested,
    value,
    title: fillTemplate(words.title, { plan: [plan, ...extras].join(', '), returnPercent, dates }),
    extras,
    theoretical,
    description: [
      theoretical,
      outcome,
      extras.length > 0 ? fillTemplate(words.thePlan, { extras: extras.join('; ') }) : null,
      words.footnote,
    ]
      .filter((sentence): sentence is string => sentence !== null)
      .join(' '),
  };
}

/** The words of a link's preview tags: its title, description and the image's alt text. */
export interface SharePreviewText {
  title: string;
  description: string;
  alt: string;
}

/** The preview of a link: one plan's words as before, or every plan's headline for several. */
export function sharePlansText(result: DcaPlansResult, language: Language = 'en'): SharePreviewText {
  const words = shareCardWords[language];
  const copies = result.plans.map((plan) => shareCardText(plan, language));
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
    name: fillTemplate(words.planName, { n: index + 1, plan: [copy.plan, ...copy.extras].join(', ') }),
  }));
  const theoretical = copies.some((copy) => copy.theoretical !== null) ? words.theoreticalSome : null;
  const count = new Intl.NumberFormat(intlLocales[language]).format(copies.length);
  return {
    title: fillTemplate(words.plansTitle, {
      count,
      list: named.map(({ copy, name }) => `${name}: ${copy.returnPercent}`).join('; '),
    }),
    description: [
      theoretical,
      ...named.map(({ copy, name }) =>
        fillTemplate(words.planOutcome, {
          name,
          dates: copy.dates,
          invested: copy.invested,
          btc: copy.btc,
          value: copy.value,
        }),
      ),
      words.footnote,
    ]
      .filter((sentence): sentence is string => sentence !== null)
      .join(' '),
    alt: fillTemplate(words.plansAlt, {
      count,
      list: named.map(({ copy, name }) => `${name}, ${copy.dates}: ${copy.returnPercent}, ${copy.btc}`).join('; '),
    }),
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
function drawFrame(g: SKRSContext2D, language: Language): void {
  g.fillStyle = colors.background;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  g.fillStyle = colors.accent;
  g.fillRect(0, 0, SHARE_CARD_WIDTH, 12);
  text(g, shareCardWords[language].heading, 60, 84, 'bold 30px', colors.accent);
}

/** One plan, drawn large: its inputs, dates and three panels. */
function drawOnePlan(g: SKRSContext2D, result: DcaResult, language: Language): void {
  const words = shareCardWords[language];
  const copy = shareCardText(result, language);
  text(g, copy.plan, 60, 170, `bold ${fittedSize(g, copy.plan, 64, 1080)}px`, colors.text);
  text(g, copy.dates, 60, 226, `${fittedSize(g, copy.dates, 36, 1080, 'normal')}px`, colors.text);
  text(g, copy.details, 60, 272, `${fittedSize(g, copy.details, 28, 1080, 'normal')}px`, colors.muted);

  const figures: Figure[] = [
    {
      label: words.returnLabel,
      value: copy.returnPercent,
      note: words.returnNote,
      color: result.dcaReturnPercent >= 0 ? colors.up : colors.down,
    },
    {
      label: result.startingBtc > 0 ? words.btcHeld : words.btcBought,
      value: copy.btc,
      note: fillTemplate(words.averageCost, { price: money(result.averageCostPerBtc, result.currency, language) }),
      color: colors.text,
    },
    {
      label: words.worthLabel,
      value: copy.value,
      note: fillTemplate(words.worthNote, { invested: copy.invested }),
      color: colors.text,
    },
  ];
  figures.forEach((item, index) => figure(g, 60 + index * (PANEL.width + PANEL.gap), item));

  if (copy.theoretical)
    text(g, copy.theoretical, 60, 530, `${fittedSize(g, copy.theoretical, 24, 1080, 'normal')}px`, colors.warning);
  text(g, words.footer, 60, 575, `${fittedSize(g, words.footer, 26, 1080, 'normal')}px`, colors.muted);
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
function drawPlanRow(g: SKRSContext2D, result: DcaResult, index: number, language: Language): void {
  const words = shareCardWords[language];
  const copy = shareCardText(result, language);
  const top = ROW.top + index * (ROW.height + ROW.gap);
  const x = 60 + ROW.padding;
  g.fillStyle = colors.panel;
  g.beginPath();
  g.roundRect(60, top, 1080, ROW.height, 16);
  g.fill();
  const name = fillTemplate(words.rowName, { n: index + 1, plan: copy.plan });
  fitted(g, name, x, top + 40, 30, ROW.textWidth, 'bold', colors.text);
  fitted(g, copy.dates, x, top + 72, 22, ROW.textWidth, 'normal', colors.text);
  const details = [counted(words.purchases, result.pointDates.length, language), ...copy.extras].join(' · ');
  fitted(g, details, x, top + 98, 20, ROW.textWidth, 'normal', colors.muted);
  const figures: Figure[] = [
    {
      label: words.returnLabel,
      value: copy.returnPercent,
      note: '',
      color: result.dcaReturnPercent >= 0 ? colors.up : colors.down,
    },
    {
      label: result.startingBtc > 0 ? words.btcHeld : words.btcBought,
      value: copy.btc,
      note: '',
      color: colors.text,
    },
    {
      label: words.worthLabel,
      value: copy.value,
      note: fillTemplate(words.worthNote, { invested: copy.invested }),
      color: colors.text,
    },
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
function drawPlans(g: SKRSContext2D, result: DcaPlansResult, language: Language): void {
  const words = shareCardWords[language];
  const [first] = result.plans;
  const fee = (plan: DcaResult) => feeWords(plan, language);
  const fees = [...new Set(result.plans.map(fee))];
  const heading = [
    fillTemplate(words.plansHeading, { count: result.plans.length }),
    fees.length === 1
      ? fees[0]
      : result.plans.map((plan, index) => fillTemplate(words.planFee, { n: index + 1, fee: fee(plan) })).join(', '),
    currencyWords(first?.currency ?? 'usd', language),
  ].join(' · ');
  fitted(g, heading, 60, 126, 26, 1080, 'normal', colors.muted);
  result.plans.forEach((plan, index) => drawPlanRow(g, plan, index, language));
  const theoretical = result.plans.flatMap((plan, index) => {
    const note = theoreticalNote(plan, language);
    return note ? [fillTemplate(words.planTheoretical, { n: index + 1, note })] : [];
  });
  if (theoretical.length > 0) {
    const line = theoretical.join(' ');
    fitted(g, line, 60, 556, 22, 1080, 'normal', colors.warning);
  }
  text(g, words.footer, 60, 596, `${fittedSize(g, words.footer, 26, 1080, 'normal')}px`, colors.muted);
}

/** The card as PNG bytes: one plan drawn large, or every plan of the link in a row of its own. */
export async function renderShareCard(result: DcaPlansResult, language: Language = 'en'): Promise<Buffer> {
  loadFonts();
  const canvas = createCanvas(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  const g = canvas.getContext('2d');
  drawFrame(g, language);
  const [only] = result.plans;
  if (result.plans.length === 1 && only) drawOnePlan(g, only, language);
  else drawPlans(g, result, language);
  return canvas.encode('png');
}
