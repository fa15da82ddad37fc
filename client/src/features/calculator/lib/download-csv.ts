import { dcaCsvEnglish, plansScheduleCsv, type DcaCsvTexts } from '@shared/domain/dca-report';
import type { Language } from '@shared/i18n/languages';
import type { DcaResult } from '@shared/schemas/dca';

/** The CSV's words in a language: English at once, Spanish fetched on first use. */
function csvTexts(language: Language): Promise<DcaCsvTexts> {
  if (language === 'en') return Promise.resolve(dcaCsvEnglish);
  return import('@shared/content/es/csv').then((module) => module.dcaCsvSpanish);
}

/**
 * 'arkad-dca-monthly-usd-2025-08-23-to-2026-08-22.csv': the window's days name the file; several
 * plans: 'arkad-dca-3-plans-usd.csv'.
 */
function csvFileName(results: readonly DcaResult[]): string {
  const [first] = results;
  if (!first) return 'arkad-dca.csv';
  if (results.length > 1) return `arkad-dca-${results.length}-plans-${first.currency}.csv`;
  return `arkad-dca-${first.frequency}-${first.currency}-${first.startDate}-to-${first.endDate}.csv`;
}

/**
 * Saves every plan's purchase schedule (with its conventions and returns) as one CSV download, its
 * column names and summary lines in the page's language (its numbers and days as data in every one).
 */
export async function downloadCsv(results: readonly DcaResult[], language: Language): Promise<void> {
  const texts = await csvTexts(language);
  const blob = new Blob([plansScheduleCsv(results, texts)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(results);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
