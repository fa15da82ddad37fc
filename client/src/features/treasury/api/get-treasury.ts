import * as treasuryApi from '@/api/treasury';
import { callApi } from '@/lib/api-client';

/** GET /api/treasury: the goal, one page of entries newest first (after `cursor`), and the totals. */
export function getTreasury(cursor?: string) {
  return callApi(treasuryApi.getTreasury, { query: cursor === undefined ? {} : { cursor } });
}
