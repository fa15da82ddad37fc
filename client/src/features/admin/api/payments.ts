import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminApi from '@/api/admin';
import { callApi } from '@/lib/api-client';
import { adminAuth } from './admin-auth';

export function getPaymentsQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['admin', 'payments', token],
    queryFn: () => callApi(adminApi.listPayments, {}, adminAuth(token)),
    retry: false,
  });
}

/** The last 30 days' payments (from Stripe), with the learner who paid. */
export function usePayments(token: string) {
  return useQuery(getPaymentsQueryOptions(token));
}

/** Refunds one payment in full; the list is read again afterwards. */
export function useRefundPayment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargeId: string) => callApi(adminApi.refundPayment, { params: { chargeId } }, adminAuth(token)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
}
