import { calculateDca, dcaMessages, priceSeries } from '@shared/domain/dca';
import { dcaWindowStart } from '@shared/domain/dca-window';
import type { DcaRequest, DcaResult } from '@shared/schemas/dca';
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
export function createDcaService({ prices }: { prices: PriceHistoryService }) {
  return {
    async calculate(request: DcaRequest): Promise<DcaResult> {
      const latest = await prices.latestDay();
      if (latest === null) throw unavailable(dcaMessages.calculationFailed(dcaMessages.noData));
      // The window is counted back from the end day; an end day after the latest stored day is
      // refused by the calculator, which sees the series up to the latest day.
      const end = request.endDate !== undefined && request.endDate < latest ? request.endDate : latest;
      const start = dcaWindowStart(request, end);
      // A start after the latest day still loads that day, so the calculator reports what it
      // reports for the whole series (no portfolio values), not "no data".
      const series = await prices.range(request.currency, start !== null && start > latest ? latest : start, null);
      return calculateDca(priceSeries(series), request);
    },
  };
}

export type DcaService = ReturnType<typeof createDcaService>;
