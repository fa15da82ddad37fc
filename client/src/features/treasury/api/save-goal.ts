import { treasuryGoalSchema, type Goal, type TreasuryGoal } from '@shared/schemas/treasury';
import { api } from '@/lib/api-client';

/** PUT /api/treasury/goal: replaces the learner's goal. */
export async function saveGoal(goal: Goal): Promise<TreasuryGoal> {
  return treasuryGoalSchema.parse(await api.put<unknown>('/api/treasury/goal', goal));
}
