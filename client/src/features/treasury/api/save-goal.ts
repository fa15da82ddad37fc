import type { Goal } from '@shared/schemas/treasury';
import * as treasuryApi from '@/api/treasury';
import { callApi } from '@/lib/api-client';

/** PUT /api/treasury/goal: replaces the learner's goal. */
export function saveGoal(goal: Goal) {
  return callApi(treasuryApi.saveTreasuryGoal, { body: goal });
}
