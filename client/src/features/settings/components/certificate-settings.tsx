import { Award, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { OwnCertificate } from '@shared/schemas/certificate';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { certificateCredentialUrl } from '@/entities/certificate/api/credential-url';
import { errorMessage } from '@/lib/api-client';
import {
  useCertificateStatus,
  useCreateCertificate,
  useRevokeCertificate,
  useUpdateCertificate,
} from '../api/certificate';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** The link, a copy button and what the copy did. */
function CertificateLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Certificate link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            Copy link
          </Button>
          <Button asChild variant="outline">
            <a href={link} target="_blank" rel="noreferrer">
              Open
            </a>
          </Button>
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copied === 'yes' ? 'The link is copied.' : copied === 'failed' ? 'Copy the link above by hand.' : ''}
      </p>
    </div>
  );
}

function RevokeControl() {
  const revoke = useRevokeCertificate();
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        Revoke certificate
      </Button>
    );
  return (
    <div className="space-y-3 rounded-md border border-destructive/40 p-4" role="group" aria-label="Revoke">
      <p className="text-sm">
        Revoke this certificate? Its page and image will answer &lsquo;not found&rsquo; for everyone with the link. You
        can make a new one later, at a new address.
      </p>
      {revoke.isError ? (
        <Alert variant="destructive">{errorMessage(revoke.error, 'The certificate could not be revoked.')}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          Yes, revoke it
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}

function IssuedCertificate({ certificate }: { certificate: OwnCertificate }) {
  const update = useUpdateCertificate();
  const link = `${window.location.origin}${paths.certificate(certificate.id)}`;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        {certificate.examPassedOn ? (
          <>
            Final exam passed on <strong>{formatDay(certificate.examPassedOn)}</strong>; certificate made on{' '}
            {formatDay(certificate.madeOn)}.
          </>
        ) : (
          <>
            Certificate made on <strong>{formatDay(certificate.madeOn)}</strong>, before Arkad had a final exam: pass
            the exam to add its date, and to download a signed credential.
          </>
        )}{' '}
        Anyone with the link can see the certificate: the date and the 8 steps, and your name only if you choose. Never
        your email, your score or any amount.
      </p>
      <CertificateLink link={link} />
      {certificate.examPassedOn ? (
        <div className="space-y-2">
          <Button asChild variant="outline">
            <a href={certificateCredentialUrl(certificate.id)} download>
              <Download aria-hidden="true" /> Download the credential (JSON)
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">
            An Open Badges 3.0 credential signed by Arkad: badge wallets and anyone can check it, and it shows as
            revoked if you revoke the certificate.
          </p>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-4">
        <div className="space-y-0.5">
          <Label htmlFor="switch-certificate-name">Show my name on the certificate</Label>
          <p className="text-sm text-muted-foreground">Off: it says &lsquo;A learner&rsquo;.</p>
        </div>
        <Switch
          id="switch-certificate-name"
          checked={certificate.showName}
          disabled={update.isPending}
          onCheckedChange={(showName) => update.mutate({ showName })}
        />
      </div>
      {update.isError ? (
        <Alert variant="destructive">{errorMessage(update.error, 'The setting could not be saved.')}</Alert>
      ) : null}
      <RevokeControl />
    </div>
  );
}

/** Settings › Certificate: make it once the final exam is passed, share its link, name it or not, revoke it. */
export function CertificateSettings() {
  const status = useCertificateStatus();
  const create = useCreateCertificate();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Award className="size-5 text-primary" aria-hidden="true" /> Certificate of completion
        </CardTitle>
        <CardDescription>
          A public page that shows you completed the 8 steps of the learning path and its final exam.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.data?.certificate ? (
          <IssuedCertificate certificate={status.data.certificate} />
        ) : status.data?.eligible ? (
          <div className="space-y-4">
            <p className="text-sm">
              You passed the final exam
              {status.data.examPassedOn ? ` on ${formatDay(status.data.examPassedOn)}` : ''}. Your certificate gets a
              page at an address no one can guess, to share as you wish; your name is not on it unless you choose.
            </p>
            {create.isError ? (
              <Alert variant="destructive">{errorMessage(create.error, 'The certificate could not be made.')}</Alert>
            ) : null}
            <Button type="button" disabled={create.isPending} onClick={() => create.mutate()}>
              Create my certificate
            </Button>
          </div>
        ) : status.data?.pathComplete ? (
          <div className="space-y-3 text-sm">
            <p>All 8 steps are complete. Pass the final exam to get your certificate.</p>
            <Button asChild size="sm">
              <Link href={paths.exam}>Take the final exam</Link>
            </Button>
          </div>
        ) : status.data ? (
          <div className="space-y-3 text-sm">
            <p>
              Complete all 8 steps of the learning path, then pass its final exam, to get your certificate:{' '}
              {status.data.completedCount} of {status.data.total} steps complete.
            </p>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.home()}>Go to the learning path</Link>
            </Button>
          </div>
        ) : status.isError ? (
          <Alert variant="destructive">The certificate could not be loaded. Please try again.</Alert>
        ) : (
          <Spinner className="py-6" />
        )}
      </CardContent>
    </Card>
  );
}
