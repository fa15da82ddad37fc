import { calculateDca, calculateDcaPlans, dcaMessages, priceSeries } from '@shared/domain/dca';
import { dcaWindowStart } from '@shared/domain/dca-window';
import type { DcaPlan, DcaPlansRequest, DcaPlansResult, DcaRequest, DcaResult } from '@shared/schemas/dca';
import { unavailable } from '../lib/errors';
import type { PriceHistoryService } from './price-history.service';

/**
 * POST /api/bitcoin/dca: the shared calculator on the stored series, for a request the route has
 * already checked with dcaRequestSchema. The calculator's DcaError is answered by the route.
 *
 * Free-tier counting is not done here: the project's one access gate is
 * shared/domain/feature-access.ts with UsageService.recordUse(user, 'dca_calculator') (402 when
 * the month's uses are gone) and the client's FeatureGate. Wiring this endpoint to it belongs to
 * the tiers work.
 */
/**
 * The first stored day a request's window can need (null: the whole series). The window is
 * counted back from the end day; an end day after the latest stored day is refused by the
 * calculator, which sees the series up to the latest day. A start after the latest day still loads
 * that day, so the calculator reports what it reports for the whole series (no portfolio values),
 * not "no data".
 */
function firstDayNeeded(request: DcaPlan, latest: string): string | null {
  const end = request.endDate !== undefined && request.endDate < latest ? request.endDate : latest;
  const start = dcaWindowStart(request, end);
  return start !== null && start > latest ? latest : start;
}

export function createDcaService({ prices }: { prices: PriceHistoryService }) {
  // The last day with a price in the currency: the latest stored day, or the rates' last day when
  // they end first (the calculator then ends there too, and says so: decision 059).
  const latestDay = async (currency: DcaRequest['currency']) => {
    const latest = await prices.latestCountableDay(currency);
    if (latest === null) throw unavailable(dcaMessages.calculationFailed(dcaMessages.noData));
    return latest;
  };
  return {
    async calculate(request: DcaRequest): Promise<DcaResult> {
      const latest = await latestDay(request.currency);
      const series = await prices.range(request.currency, firstDayNeeded(request, latest), null);
      return calculateDca(priceSeries(series), request);
    },

    /** Several plans on one series: from the earliest day any of them needs. */
    async calculatePlans(request: DcaPlansRequest): Promise<DcaPlansResult> {
      const latest = await latestDay(request.currency);
      const starts = request.plans.map((plan) => firstDayNeeded(plan, latest));
      const from = starts.includes(null) ? null : (starts as string[]).reduce((a, b) => (a < b ? a : b));
      const series = await prices.range(request.currency, from, null);
      return calculateDcaPlans(priceSeries(series), request);
    },
  };
}

export type DcaService = ReturnType<typeof createDcaService>;
