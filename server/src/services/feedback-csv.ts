import type { BetaFeedbackRecord } from '@shared/schemas/beta';

/**
 * Characters that make a spreadsheet read a cell as a formula (and tab / CR / LF, which can hide
 * one), after any leading spaces and invisible format characters (zero-width space, BOM ...).
 * U+2212 (minus sign) is not changed by NFKC but some spreadsheets read it as a minus.
 */
const FORMULA_START = /^[\s\p{Cf}]*[=+\-@\t\r\n\u2212]/u;

/**
 * A text cell as a spreadsheet should show it, never run it: one starting with = + - @ (or a tab
 * or carriage return) gets a leading apostrophe, the OWASP advice against CSV formula injection.
 * The test is on the text's NFKC form, so the full-width and small forms a spreadsheet may fold
 * into them (＝ U+FF1D, ＋ U+FF0B, － U+FF0D, ＠ U+FF20, ﹦ U+FE66, ⁺ U+207A ...) count too; the
 * text itself is kept as it was.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text.normalize('NFKC')) ? `'${text}` : text;
}

/**
 * One field per RFC 4180: quoted when it holds a comma, a double quote, CR or LF (inner quotes
 * doubled). Text is neutralised first; numbers are written as they are; null is an empty field.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines joined by CRLF, each ending with one (RFC 4180). */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

const columns: ReadonlyArray<[string, (record: BetaFeedbackRecord) => string | number | null]> = [
  ['submittedAt', (r) => r.submittedAt],
  ['feedbackId', (r) => r.feedbackId],
  ['userId', (r) => r.userId],
  ['rating', (r) => r.rating],
  ['email', (r) => r.email],
  ['paymentLikelihood', (r) => r.paymentLikelihood],
  ['mostValuableFeature', (r) => r.mostValuableFeature],
  ['biggestFriction', (r) => r.biggestFriction],
  ['featuresArray', (r) => r.featuresArray.join('; ')],
  ['comments', (r) => r.comments],
  ['pricingThoughts', (r) => r.pricingThoughts],
  ['betaVersion', (r) => r.betaVersion],
  ['deployment', (r) => r.deployment],
  ['userAgent', (r) => r.userAgent],
  ['ipAddress', (r) => r.ipAddress],
];

/** Every submission as CSV: a header row, then one row each, UTF-8 with a byte-order mark for spreadsheets. */
export function feedbackCsv(records: readonly BetaFeedbackRecord[]): string {
  const header = columns.map(([name]) => name);
  return `\uFEFF${csvText([header, ...records.map((record) => columns.map(([, read]) => read(record)))])}`;
}
