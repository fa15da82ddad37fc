import { CertificatePage } from '@/features/certificate/components/certificate-page';

export default function CertificateRoute({ id }: { id: string }) {
  return <CertificatePage id={id} />;
}
