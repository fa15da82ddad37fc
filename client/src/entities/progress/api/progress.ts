import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Progress, ProgressEvent } from '@shared/schemas/progress';
import * as progressApi from '@/api/progress';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { persistedQueryMeta, registerOnce, retryDelay, retryWhileUnreachable } from '@/lib/offline-mutations';
import { signedInUserId } from '@/lib/storage';

/**
 * The learner's progress on the learning path (decision 044): read from the server, and the events
 * only the browser sees (a glossary term opened, a wizard result, an assessment, a calculation, a
 * comparison) sent as React Query mutations like the treasury's (decision 033): offline they wait,
 * paused, are kept across a reload, and are sent when back online; the server stores each clientId once.
 */
export const progressKeys = {
  of: (userId: number) => ['progress', userId] as const,
  event: ['progress', 'event'] as const,
};

export function progressQueryOptions(userId: number) {
  return queryOptions({
    queryKey: progressKeys.of(userId),
    queryFn: () => callApi(progressApi.getProgress, {}),
    // Another device, a quiz or the treasury may have changed it: read again when the path opens.
    staleTime: 0,
    meta: persistedQueryMeta,
  });
}

/** The signed-in learner's progress (undefined while signed out or loading). */
export function useProgress(): Progress | undefined {
  const { user } = useAuth();
  const query = useQuery({ ...progressQueryOptions(user?.id ?? 0), enabled: user !== null });
  return user ? query.data : undefined;
}

type NewEvent = ProgressEvent extends infer E
  ? E extends ProgressEvent
    ? Omit<E, 'clientId' | 'occurredAt'>
    : never
  : never;

export interface QueuedProgressEvent {
  userId: number;
  event: ProgressEvent;
}

/** A UUID v4 from getRandomValues (randomUUID is missing on a plain-http address). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function sendEvent({ userId, event }: QueuedProgressEvent): Promise<Progress | null> {
  if (signedInUserId() !== userId) {
    console.warn('A progress event made by another account is not sent.');
    return null;
  }
  return callApi(progressApi.recordProgressEvent, { body: event });
}

/** The progress events' mutation defaults (set before the cache is restored, offline-work.ts). */
export function registerProgressMutations(queryClient: QueryClient): void {
  registerOnce(queryClient, 'progress', (client) =>
    client.setMutationDefaults(progressKeys.event, {
      mutationFn: sendEvent,
      retry: retryWhileUnreachable,
      retryDelay,
      scope: { id: 'progress' },
      onSuccess: (progress: Progress | null, { userId }: QueuedProgressEvent) => {
        if (progress) client.setQueryData(progressKeys.of(userId), progress);
      },
      onError: (error: unknown) => {
        // A refusal (400): sending it again cannot help; the event is dropped.
        console.warn('A progress event was refused by the server and is dropped.', error);
      },
    }),
  );
}

/** Records a progress event for the signed-in learner; nothing when signed out. */
export function useRecordProgress(): (event: NewEvent) => void {
  const queryClient = useQueryClient();
  registerProgressMutations(queryClient);
  const { user } = useAuth();
  const { mutate } = useMutation<Progress | null, Error, QueuedProgressEvent>({ mutationKey: progressKeys.event });
  const userId = user?.id;
  return useCallback(
    (event: NewEvent) => {
      if (userId === undefined) return;
      const full: ProgressEvent = { ...event, clientId: newClientId(), occurredAt: new Date().toISOString() };
      mutate({ userId, event: full });
    },
    [mutate, userId],
  );
}

/**
 * After a calculation or a comparison is allowed: marks the Calculator or Compare step, once (only
 * while the step is not complete yet, so repeated uses send nothing).
 */
export function useMarkUseProgress(feature: 'dca_calculator' | 'strategy_comparison'): () => void {
  const progress = useProgress();
  const record = useRecordProgress();
  const step = feature === 'dca_calculator' ? 'calculator' : 'compare';
  const done = progress?.steps.some((s) => s.step === step && s.completed) ?? false;
  return useCallback(() => {
    if (!done) record({ kind: feature === 'dca_calculator' ? 'calculation' : 'comparison' });
  }, [done, record, feature]);
}
