import { Suspense, useState, type ReactNode } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { isBetaActive, isBetaLearner } from '@shared/domain/beta';
import { useAuth } from '@/lib/auth';
import { useBetaConfig } from '@/entities/beta/api/beta-config';

const FeedbackDialog = lazyWhenOnline(() => import('../components/feedback-dialog'));

export interface BetaFeedbackEntry {
  /** A beta learner while the beta lasts: the account menu offers 'Send feedback'. */
  available: boolean;
  open(): void;
  /** The dialog, rendered where the page keeps it (outside the menu, which closes on select). */
  dialog: ReactNode;
}

/**
 * The Beta Feedback dialog, reachable from the account menu too: the banner can be dismissed, and
 * feedback must stay one click away for the rest of the beta.
 */
export function useBetaFeedback(): BetaFeedbackEntry {
  const { user } = useAuth();
  const config = useBetaConfig({ fetch: user !== null }).data;
  const [isOpen, setOpen] = useState(false);
  const available = Boolean(config && isBetaLearner(user, config) && isBetaActive(config, new Date()));
  return {
    available,
    open: () => setOpen(true),
    dialog:
      available && isOpen && config ? (
        <Suspense fallback={null}>
          <FeedbackDialog open onOpenChange={setOpen} feedbackUrl={config.betaFeedbackUrl} />
        </Suspense>
      ) : null,
  };
}
