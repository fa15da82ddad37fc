import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchmarkMonth, BenchmarkSeries } from '@shared/schemas/benchmarks';
import { dataAssetsDir } from '../lib/project-paths';

/**
 * The calculator's monthly benchmarks (server/data/benchmarks/benchmarks-monthly.csv, a copy of
 * shared/data/benchmarks), read once when the server starts and served as they are: an empty cell
 * is null, nothing is filled in (docs/decisions/039-benchmarks-from-the-bundled-file.md).
 */

export const BENCHMARK_CSV_PATH = path.join(dataAssetsDir, 'benchmarks', 'benchmarks-monthly.csv');
const HEADER = 'month,sp500_price,sp500_dividend,sp500_total_return_index,gold_usd_oz,cpi_us';

function cell(text: string | undefined, line: string): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Benchmark CSV: bad value "${text}" in "${line}"`);
  return value;
}

function followingMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** Reads the file's text; throws on a wrong header, a bad value or a month left out or repeated. */
export function parseBenchmarkCsv(text: string): BenchmarkSeries {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines[0]?.trim() !== HEADER) throw new Error(`Benchmark CSV must start with the header "${HEADER}"`);
  const months: BenchmarkMonth[] = [];
  for (const line of lines.slice(1)) {
    const [month = '', , , totalReturn, gold, cpi] = line.split(',');
    const previous = months[months.length - 1];
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || (previous && followingMonth(previous.month) !== month)) {
      throw new Error(`Benchmark CSV: month "${month}" does not follow ${previous?.month ?? 'the header'}`);
    }
    months.push({
      month,
      sp500TotalReturn: cell(totalReturn, line),
      goldUsd: cell(gold, line),
      cpiUs: cell(cpi, line),
    });
  }
  return { months };
}

/** The bundled benchmark file, read at start-up. */
export function loadBenchmarks(file = BENCHMARK_CSV_PATH): BenchmarkSeries {
  return parseBenchmarkCsv(readFileSync(file, 'utf8'));
}
