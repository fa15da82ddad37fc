import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as certificateApi from '@/api/certificates';
import * as credentialApi from '@/api/credentials';
import { callApi } from '@/lib/api-client';

/** POST /api/credentials/verify: Arkad's signature checked, then whether the certificate is live. */
export function verifyCredential(credential: Record<string, unknown>) {
  return callApi(credentialApi.verifyCredential, { body: credential }, { token: null });
}

/**
 * The public page's check: the certificate's credential, as anyone downloads it, then its
 * verification. The page says 'verified' only from this answer.
 */
export function getCertificateVerificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['certificates', id, 'verification'],
    queryFn: async () => {
      const credential = await callApi(certificateApi.getCertificateCredential, { params: { id } }, { token: null });
      return verifyCredential(credential);
    },
    retry: false,
    staleTime: 0,
  });
}

export function useCertificateVerification(id: string, enabled: boolean) {
  return useQuery({ ...getCertificateVerificationQueryOptions(id), enabled });
}

/** A credential file a visitor hands in. */
export function useVerifyCredential() {
  return useMutation({ mutationFn: verifyCredential });
}
