import * as certificateApi from '@/api/certificates';
import { apiUrl } from '@/lib/api-client';

/** A certificate's signed credential, as a download (decision 056): Settings and the public page link it. */
export const certificateCredentialUrl = (id: string) =>
  apiUrl(certificateApi.getCertificateCredential, { params: { id } });
