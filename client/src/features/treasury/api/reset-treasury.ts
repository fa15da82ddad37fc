import * as treasuryApi from '@/api/treasury';
import { callApi } from '@/lib/api-client';

/** POST /api/treasury/reset: clears the entries; the goal stays. */
export function resetTreasury() {
  return callApi(treasuryApi.resetTreasury);
}
