import { usePendingUseReporter } from '@/lib/feature-usage';

/** Reports the metered uses made offline once back online, wherever the learner is in the app. */
export default function PendingUseReporter({ userId }: { userId: number }) {
  usePendingUseReporter(userId);
  return null;
}
