import { useMutation } from '@tanstack/react-query';
import * as notificationsApi from '@/api/notifications';
import { callApi } from '@/lib/api-client';

/** Turns the email switch off with the signed token of an email's link (no sign-in). */
export function unsubscribe(token: string) {
  return callApi(notificationsApi.unsubscribe, { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
