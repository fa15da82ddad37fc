import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as notificationsApi from '@/api/notifications';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { subscribeThisBrowser, unsubscribeThisBrowser } from '@/lib/web-push';

/** Web Push (decision 052): the server's VAPID key (null: push is not set up), on and off. */
export function getPushConfig() {
  return callApi(notificationsApi.getPushConfig, {});
}

export const pushConfigQueryOptions = queryOptions({
  queryKey: ['push-config'],
  queryFn: getPushConfig,
  staleTime: Infinity,
});

export function usePushConfig() {
  return useQuery(pushConfigQueryOptions);
}

/** Permission, this browser's subscription, then the server stores it and turns push on. */
export async function turnPushOn(publicKey: string) {
  const subscription = await subscribeThisBrowser(publicKey);
  return callApi(notificationsApi.subscribePush, { body: subscription });
}

/** This browser unsubscribes; the server forgets every browser's subscription and turns push off. */
export async function turnPushOff() {
  await unsubscribeThisBrowser().catch(() => undefined);
  return callApi(notificationsApi.unsubscribePush, {});
}

export function useSetPush() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: ({ on, publicKey }: { on: boolean; publicKey: string }) => (on ? turnPushOn(publicKey) : turnPushOff()),
    onSuccess: ({ user }) => updateUser(user),
  });
}
