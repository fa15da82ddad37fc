import * as treasuryApi from '@/api/treasury';
import { callApi } from '@/lib/api-client';

/** GET /api/treasury: the signed-in learner's goal and entries, newest first. */
export function getTreasury() {
  return callApi(treasuryApi.getTreasury);
}
