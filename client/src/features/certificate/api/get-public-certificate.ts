import { queryOptions, useQuery } from '@tanstack/react-query';
import * as certificateApi from '@/api/certificates';
import { ApiError, apiUrl, callApi } from '@/lib/api-client';

/** GET /api/certificates/:id: a certificate as anyone with its link sees it (decision 048). */
export function getPublicCertificate(id: string) {
  return callApi(certificateApi.getPublicCertificate, { params: { id } }, { token: null });
}

export function getPublicCertificateQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['certificates', id],
    queryFn: () => getPublicCertificate(id),
    // An unknown or revoked certificate stays so: no retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function usePublicCertificate(id: string) {
  return useQuery(getPublicCertificateQueryOptions(id));
}

/** The certificate's share image. */
export const certificateImageUrl = (id: string) => apiUrl(certificateApi.getCertificateImage, { params: { id } });
