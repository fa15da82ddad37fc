import { VerifyCredentialPage } from '@/features/certificate/components/verify-credential-page';

export default function VerifyCredentialRoute() {
  return <VerifyCredentialPage />;
}
