import type { QueryClient } from '@tanstack/react-query';
import { registerTreasuryMutations } from '@/features/treasury/lib/treasury-mutations';
import { registerUsageMutations } from '@/entities/plan/api/feature-usage';
import { registerProgressMutations } from '@/entities/progress/api/progress';
import { registerReviewMutations } from '@/features/review/api/review';
import { startOfflinePersistence } from '@/lib/offline-persistence';

/**
 * After the first screen (main.tsx): the mutation defaults of every area with offline work, then
 * what the last visit kept is restored and its unfinished work resumed
 * (docs/decisions/033-one-offline-mechanism.md).
 */
export async function startOfflineWork(queryClient: QueryClient): Promise<void> {
  registerUsageMutations(queryClient);
  registerTreasuryMutations(queryClient);
  registerProgressMutations(queryClient);
  registerReviewMutations(queryClient);
  await startOfflinePersistence(queryClient);
}
