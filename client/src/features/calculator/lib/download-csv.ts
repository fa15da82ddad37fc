import { plansScheduleCsv } from '@shared/domain/dca-report';
import type { DcaResult } from '@shared/schemas/dca';

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

/** Saves every plan's purchase schedule (with its conventions and returns) as one CSV download. */
export function downloadCsv(results: readonly DcaResult[]): void {
  const blob = new Blob([plansScheduleCsv(results)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(results);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
