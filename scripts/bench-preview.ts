// The calculator link preview's line in npm run bench (issue 43): GET /?tab=calculator&... on the
// running production build, each link new (the DCA worked out) and one link asked again (from the
// preview cache), one request at a time. The bench's server sets RATE_LIMIT_SHARE_PREVIEW_ADDRESS
// out of the way: this measures the work, not the limit.

export interface PreviewTiming {
  /** Median and p90 ms of links not seen before (period=all, daily purchases). */
  uncached: { p50: number; p90: number };
  /** Median and p90 ms of one link asked again. */
  cached: { p50: number; p90: number };
  runs: number;
}

const UNCACHED_RUNS = 40;
const CACHED_RUNS = 200;

function percentiles(values: number[]): { p50: number; p90: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
  return { p50: at(0.5), p90: at(0.9) };
}

async function timedPreview(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  const page = await res.text();
  const ms = performance.now() - started;
  if (!res.ok || !page.includes('og:image')) throw new Error(`${url}: ${res.status}, no preview tags`);
  return ms;
}

export async function previewTiming(base: string): Promise<PreviewTiming> {
  // An amount no earlier run asked for, so the first requests are cache misses on this server.
  const first = 1000 + Math.floor(Math.random() * 1_000_000);
  const link = (amount: number) => `${base}/?tab=calculator&amount=${amount}&frequency=daily&period=all`;
  await timedPreview(link(first - 1));
  const uncached: number[] = [];
  for (let i = 0; i < UNCACHED_RUNS; i += 1) uncached.push(await timedPreview(link(first + i)));
  const cached: number[] = [];
  for (let i = 0; i < CACHED_RUNS; i += 1) cached.push(await timedPreview(link(first)));
  return { uncached: percentiles(uncached), cached: percentiles(cached), runs: UNCACHED_RUNS };
}

export function previewLine(timing: PreviewTiming): string {
  const { uncached, cached } = timing;
  return (
    `calculator link preview (period=all, daily): new link p50 ${uncached.p50.toFixed(1)} ms (p90 ${uncached.p90.toFixed(1)}), ` +
    `from the cache p50 ${cached.p50.toFixed(2)} ms (p90 ${cached.p90.toFixed(2)})`
  );
}
