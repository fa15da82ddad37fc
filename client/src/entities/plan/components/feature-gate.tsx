import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { isMeteredFeature } from '@shared/domain/feature-access';
import type { FeatureAccess, MeteredFeature } from '@shared/schemas/usage';
import { UpgradePrompt } from '@/entities/plan/components/upgrade-prompt';
import { ApiError } from '@/lib/api-client';
import { usePremiumAccess } from '@/entities/plan/access';
import { useAuth } from '@/lib/auth';
import {
  getFeatureAccessQueryOptions,
  recordFeatureUse,
  useFeatureAccess,
  usePendingUseCount,
  useQueueOfflineUse,
} from '@/entities/plan/api/feature-usage';
import { translate, useT } from '@/i18n/i18n';
import { useAreaMessages } from '@/i18n/use-area-messages';
import { useMarkUseProgress } from '@/entities/progress/api/progress';

export interface FeatureGateValue {
  /**
   * For the one deliberate action that produces a new result (Calculate, Compare): counts one use
   * and resolves true when the result may be shown. Resolves false when the allowance is used up:
   * the gate is then shown instead of the result. Unlimited users are never counted. Offline (or
   * when the server cannot be reached) the use is kept on this device, dated, and reported later.
   * `resultKey` names the result (a comparison's selection): the server counts it once a month.
   */
  claimUse(resultKey?: string): Promise<boolean>;
  /** Free uses left this month as far as this device knows; null when unlimited or unknown. */
  remaining: number | null;
  /** The gate's own upgrade card is showing (the feature dimmed behind it). */
  denied: boolean;
}

const FeatureGateContext = createContext<FeatureGateValue>({
  claimUse: () => Promise.resolve(true),
  remaining: null,
  denied: false,
});

/** What a gated screen calls when the learner asks for a new result. */
export function useFeatureGate(): FeatureGateValue {
  return useContext(FeatureGateContext);
}

/**
 * 'N uses left this month.' or 'No free uses left this month.', in the page's language; null when
 * unlimited or unknown. Its message is in the subscription area, which the gated tabs load with
 * their own (app/routes/home-tab-panels.tsx).
 */
export function usesLeftText(remaining: number | null): string | null {
  if (remaining === null) return null;
  return translate('subscription.gate.usesLeft', { remaining });
}

/**
 * What a free learner is told about this month's allowance, in the page's language: the uses left,
 * or none left (the API's 402 says the same in English: shared/domain/feature-access.ts).
 */
export function gateMessage(access: FeatureAccess): string | null {
  if (!isMeteredFeature(access.feature) || access.limit === null || access.remaining === null) return null;
  const feature = translate('subscription.gate.feature', { feature: access.feature });
  return access.remaining === 0
    ? translate('subscription.gate.exhausted', { limit: access.limit, feature })
    : translate('subscription.gate.remaining', { remaining: access.remaining, feature });
}

function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError);
}

/** The server's answer, less the uses this device made offline and has not reported yet. */
function lessPendingUses(answer: FeatureAccess | undefined, pending: number): FeatureAccess | undefined {
  if (!answer || answer.remaining === null || answer.limit === null) return answer;
  const remaining = Math.max(0, answer.remaining - pending);
  return { ...answer, remaining, used: answer.limit - remaining, access: remaining > 0 };
}

/** Whether the gate shows, and the usage message above the feature or on the gate. */
function gateState(input: {
  premium: boolean;
  blocked: boolean;
  countedHere: boolean;
  known: FeatureAccess | undefined;
}): { denied: boolean; message: string | null } {
  const { premium, blocked, countedHere, known } = input;
  const denied = !premium && (blocked || (known !== undefined && !known.access && !countedHere));
  // Past the limit the card says so, even before the server's new answer arrives.
  const shown = blocked && known?.limit ? { ...known, remaining: 0, used: known.limit, access: false } : known;
  return { denied, message: shown ? gateMessage(shown) : null };
}

/**
 * The access gate for a metered feature. Scholar passes straight through. A free learner sees how
 * many uses remain this month; opening the screen and looking at its default result cost nothing.
 * Each deliberate action that produces a new result counts one use on the server (claimUse); the
 * action that would go past the allowance shows the gate instead: the feature dimmed and
 * non-interactive behind an upgrade card. A screen opened with nothing left shows the gate at once.
 */
export function FeatureGate({ feature, children }: { feature: MeteredFeature; children: ReactNode }) {
  const premium = usePremiumAccess();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const access = useFeatureAccess(feature, { enabled: !premium });
  const pending = usePendingUseCount(premium ? null : userId, feature);
  const queueOfflineUse = useQueueOfflineUse();
  /** Set when an action met the limit. */
  const [blocked, setBlocked] = useState(false);
  /** A use was counted in this visit: the screen stays usable after the month's last one. */
  const [countedHere, setCountedHere] = useState(false);
  const queryKey = getFeatureAccessQueryOptions(feature).queryKey;

  const answer: FeatureAccess | undefined = premium ? undefined : access.data;
  const known = useMemo(() => lessPendingUses(answer, pending), [answer, pending]);
  const remaining = known?.remaining ?? null;

  const claimUse = useCallback(
    async (resultKey?: string): Promise<boolean> => {
      if (premium) return true;
      const keepOffline = () => {
        if (userId !== null) queueOfflineUse(userId, feature, new Date());
        setCountedHere(true);
        return true;
      };
      if (!navigator.onLine) {
        if (remaining === 0) {
          setBlocked(true);
          return false;
        }
        return keepOffline();
      }
      try {
        const counted = await recordFeatureUse(feature, resultKey === undefined ? undefined : { resultKey });
        queryClient.setQueryData(queryKey, counted);
        setCountedHere(true);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) {
          setBlocked(true);
          void queryClient.invalidateQueries({ queryKey });
          return false;
        }
        if (isNetworkFailure(error)) return keepOffline();
        // Any other failure of the usage service is not the learner's: the result is shown.
        console.warn('Counting a use failed', error);
        return true;
      }
    },
    [premium, userId, feature, remaining, queryClient, queryKey, queueOfflineUse],
  );

  const markProgress = useMarkUseProgress(feature);
  const claimAndMark = useCallback(
    async (resultKey?: string): Promise<boolean> => {
      const allowed = await claimUse(resultKey);
      if (allowed) markProgress();
      return allowed;
    },
    [claimUse, markProgress],
  );

  // The gate's words (subscription area): loaded with the gated tabs, and here for any other screen.
  const worded = useAreaMessages('subscription', 'subscription.gate.usedUp', !premium);
  const { denied, message } = gateState({ premium, blocked, countedHere, known });
  const value = useMemo(() => ({ claimUse: claimAndMark, remaining, denied }), [claimAndMark, remaining, denied]);

  return (
    <FeatureGateContext.Provider value={value}>
      <GateFrame feature={feature} denied={denied} message={worded ? message : null}>
        {children}
      </GateFrame>
    </FeatureGateContext.Provider>
  );
}

/** The uses message above the feature, or the upgrade card with the feature dimmed and inert behind it. */
function GateFrame({
  feature,
  denied,
  message,
  children,
}: {
  feature: MeteredFeature;
  denied: boolean;
  message: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="space-y-4" data-feature-gate={feature} data-access={denied ? 'denied' : 'granted'}>
      {denied && message ? (
        <UpgradePrompt title={t('subscription.gate.usedUp')} description={message} />
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
  );
}
