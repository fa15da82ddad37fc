import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificateSettings, CertificateStatus, OwnCertificate } from '@shared/schemas/certificate';
import * as certificateApi from '@/api/certificate';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** The learner's certificate of completion (decision 048): read, made, named or not, revoked. */
export function getCertificateStatus() {
  return callApi(certificateApi.getCertificateStatus, {});
}

export function getCertificateStatusQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['certificate', userId], queryFn: getCertificateStatus, staleTime: 0 });
}

export function useCertificateStatus() {
  const { user } = useAuth();
  return useQuery({ ...getCertificateStatusQueryOptions(user?.id ?? 0), enabled: user !== null });
}

/** Writes the learner's certificate into the status the Settings section shows. */
function useSetCertificate() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return (certificate: OwnCertificate | null) =>
    queryClient.setQueryData<CertificateStatus>(getCertificateStatusQueryOptions(user?.id ?? 0).queryKey, (status) =>
      status ? { ...status, certificate } : status,
    );
}

export function createCertificate() {
  return callApi(certificateApi.createCertificate, {});
}

export function useCreateCertificate() {
  const setCertificate = useSetCertificate();
  return useMutation({ mutationFn: createCertificate, onSuccess: setCertificate });
}

export function updateCertificate(input: CertificateSettings) {
  return callApi(certificateApi.updateCertificate, { body: input });
}

export function useUpdateCertificate() {
  const setCertificate = useSetCertificate();
  return useMutation({ mutationFn: updateCertificate, onSuccess: setCertificate });
}

export function revokeCertificate() {
  return callApi(certificateApi.revokeCertificate, {});
}

export function useRevokeCertificate() {
  const setCertificate = useSetCertificate();
  return useMutation({ mutationFn: revokeCertificate, onSuccess: () => setCertificate(null) });
}
