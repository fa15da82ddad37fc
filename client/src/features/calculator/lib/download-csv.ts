import { purchaseScheduleCsv } from '@shared/domain/dca-report';
import type { DcaResult } from '@shared/schemas/dca';

/** 'arkad-dca-monthly-usd-2025-08-23-to-2026-08-22.csv': the window's days name the file. */
function csvFileName(result: DcaResult): string {
  return `arkad-dca-${result.frequency}-${result.currency}-${result.startDate}-to-${result.endDate}.csv`;
}

/** Saves the result's purchase schedule (with its conventions and returns) as a CSV download. */
export function downloadCsv(result: DcaResult): void {
  const blob = new Blob([purchaseScheduleCsv(result)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(result);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
