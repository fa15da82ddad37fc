import { apiUrl } from '@/lib/api-client';
import { getShareImage } from '@/api/market';
import { searchWithInputs, type CalculatorInputs } from './calculator-params';

/**
 * The shared link of a result (the calculator's own link, with every plan, which a signed-out
 * visitor opens read-only) and its share card, GET /api/share/dca.png with plan 1's parameters.
 */
export function shareLinks(inputs: CalculatorInputs, origin: string): { link: string; image: string } {
  const image = apiUrl(getShareImage, {
    query: {
      amount: String(inputs.amount),
      frequency: inputs.frequency,
      period: inputs.timeframe,
      ...(inputs.timeframe === 'custom' && inputs.startDate !== null ? { start: inputs.startDate } : {}),
      ...(inputs.endDate !== null ? { end: inputs.endDate } : {}),
      ...(inputs.feePercent !== 0 ? { fee: String(inputs.feePercent) } : {}),
      ...(inputs.stepUpPercent !== 0 ? { stepup: String(inputs.stepUpPercent) } : {}),
      ...(inputs.startingBtc !== 0 ? { stack: String(inputs.startingBtc) } : {}),
      ...(inputs.startingCost !== 0 ? { stackcost: String(inputs.startingCost) } : {}),
      currency: inputs.currency,
    },
  });
  return { link: `${origin}/?${searchWithInputs('tab=calculator', inputs)}`, image };
}
