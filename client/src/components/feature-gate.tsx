import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { usageMessage } from '@shared/domain/feature-access';
import type { MeteredFeature } from '@shared/schemas/usage';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { ApiError } from '@/lib/api-client';
import { usePremiumAccess } from '@/lib/access';
import { getFeatureAccessQueryOptions, recordFeatureUse, useFeatureAccess } from '@/lib/feature-usage';

interface FeatureGateValue {
  /** Counts this visit as one use of the feature (once per visit; nothing for unlimited users). */
  recordUse(): void;
}

const FeatureGateContext = createContext<FeatureGateValue>({ recordUse: () => undefined });

/** What a gated screen calls when the learner actually uses it (e.g. changes a comparison). */
export function useFeatureGate(): FeatureGateValue {
  return useContext(FeatureGateContext);
}

/**
 * The access gate for a metered feature: Scholar passes straight through; a free user sees how many
 * uses remain this month, and once the allowance is used up the feature is shown dimmed and
 * non-interactive with an upgrade card. The first real use in a visit is counted on the server;
 * the rest of that visit is free. When the server cannot be reached the feature stays usable.
 */
export function FeatureGate({ feature, children }: { feature: MeteredFeature; children: ReactNode }) {
  const premium = usePremiumAccess();
  const queryClient = useQueryClient();
  const access = useFeatureAccess(feature, { enabled: !premium });
  const counted = useRef(false);
  const queryKey = getFeatureAccessQueryOptions(feature).queryKey;

  const record = useMutation({
    mutationFn: () => recordFeatureUse(feature),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) {
        // Used up meanwhile (another tab or device): ask the server again, which shows the limit.
        void queryClient.invalidateQueries({ queryKey });
      } else {
        // Offline or a passing failure: the visit is not counted and the feature stays usable.
        counted.current = false;
      }
    },
  });

  const recordUse = useCallback(() => {
    if (premium || counted.current) return;
    counted.current = true;
    record.mutate();
  }, [premium, record]);
  const value = useMemo(() => ({ recordUse }), [recordUse]);

  const answer = premium ? undefined : access.data;
  // A visit whose use was counted stays usable, even when that was the month's last one.
  const denied = answer !== undefined && !answer.access && !record.isSuccess;
  const message = answer ? usageMessage(answer) : null;

  return (
    <FeatureGateContext.Provider value={value}>
      <div className="space-y-4" data-feature-gate={feature} data-access={denied ? 'denied' : 'granted'}>
        {denied && message ? (
          <UpgradePrompt title="This month's free uses are used up" description={message} />
        ) : message ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border bg-secondary/40 p-3 text-sm text-muted-foreground"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{message}</span>
          </p>
        ) : null}
        <div
          inert={denied}
          aria-disabled={denied || undefined}
          className={denied ? 'pointer-events-none select-none opacity-50' : undefined}
        >
          {children}
        </div>
      </div>
    </FeatureGateContext.Provider>
  );
}
