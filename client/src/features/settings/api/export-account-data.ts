import { useMutation } from '@tanstack/react-query';
import * as accountApi from '@/api/account';
import { callApi } from '@/lib/api-client';

/** Download my data: the export as the server makes it (GET /api/account/export). */
export function exportAccountData() {
  return callApi(accountApi.exportAccountData);
}

/** A mutation, not a query: each press asks the server again (rate-limited there) and nothing is cached. */
export function useExportAccountData() {
  return useMutation({ mutationFn: exportAccountData });
}
