import { BadgeCheck, Check, Download, SearchX, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicCertificate } from '@shared/schemas/certificate';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { certificateImageUrl, usePublicCertificate } from '../api/get-public-certificate';
import { certificateCredentialUrl } from '@/entities/certificate/api/credential-url';
import { useCertificateVerification } from '../api/credential';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/**
 * The signed credential behind the page (decision 056): 'Verified' only once the server has checked
 * its signature and that the certificate is live; a download and a way to check a file.
 */
function Verification({ certificate }: { certificate: PublicCertificate }) {
  const signed = certificate.examPassedOn !== null;
  const check = useCertificateVerification(certificate.id, signed);
  return (
    <section aria-labelledby="certificate-verification" className="space-y-3 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="certificate-verification" className="font-semibold">
        Verification
      </h2>
      {!signed ? (
        <p className="text-sm text-muted-foreground">
          This certificate was made before Arkad had a final exam: it has no signed credential.
        </p>
      ) : check.data?.verified ? (
        <p role="status" className="flex items-start gap-2 text-sm">
          <BadgeCheck className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
          <span>
            <strong>Verified.</strong> Arkad&rsquo;s signature on this certificate&rsquo;s credential was checked just
            now, and the certificate is live.
          </span>
        </p>
      ) : check.data ? (
        <p role="status" className="flex items-start gap-2 text-sm">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <span>{check.data.message}</span>
        </p>
      ) : check.isError ? (
        <p role="status" className="text-sm">
          The signature could not be checked. Please try again later.
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Checking the signature…
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {signed ? (
          <Button asChild variant="outline" size="sm">
            <a href={certificateCredentialUrl(certificate.id)} download>
              <Download aria-hidden="true" /> Download the credential (JSON)
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link href={paths.verifyCredential}>Check a credential file</Link>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        An Open Badges 3.0 credential, signed with Arkad&rsquo;s key (eddsa-jcs-2022); the public key is at{' '}
        <a href="/.well-known/did.json" className="underline underline-offset-2">
          /.well-known/did.json
        </a>
        .
      </p>
    </section>
  );
}

/** What a visitor can do next: Arkad is open to them too. */
function StartLearning() {
  return (
    <section
      aria-labelledby="certificate-start"
      className="space-y-3 rounded-lg border bg-secondary/40 p-4 text-center sm:p-6"
    >
      <h2 id="certificate-start" className="font-semibold">
        Learn what this learner learned
      </h2>
      <p className="text-sm text-muted-foreground">
        Arkad&rsquo;s 8-step path teaches saving in Bitcoin with the principles of a 1926 book, at your own pace. It
        starts free.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href={paths.auth('signup')}>Start learning free</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.landing}>What is Arkad?</Link>
        </Button>
      </div>
    </section>
  );
}

function Certificate({ certificate }: { certificate: PublicCertificate }) {
  const who = certificate.name ?? 'A learner';
  return (
    <article className="space-y-6" aria-labelledby="certificate-title">
      <header className="space-y-2 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Certificate of completion</p>
        <h1 id="certificate-title" className="break-words font-display text-3xl font-bold sm:text-4xl">
          {who}
        </h1>
        <p className="text-lg">
          completed the 8 steps of Arkad&rsquo;s learning path{certificate.examPassedOn ? ' and its final exam' : ''}
        </p>
        {certificate.examPassedOn ? (
          <p className="text-muted-foreground">
            Final exam passed on <time dateTime={certificate.examPassedOn}>{formatDay(certificate.examPassedOn)}</time>
            <span className="block text-sm">
              Certificate made on <time dateTime={certificate.madeOn}>{formatDay(certificate.madeOn)}</time>
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground">
            Certificate made on <time dateTime={certificate.madeOn}>{formatDay(certificate.madeOn)}</time>, before Arkad
            had a final exam
          </p>
        )}
      </header>
      <section aria-labelledby="certificate-steps" className="rounded-lg border bg-card p-4 sm:p-6">
        <h2 id="certificate-steps" className="mb-3 font-semibold">
          The steps completed
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2">
          {certificate.steps.map((step, index) => (
            <li key={step.step} className="flex gap-3">
              <Check className="mt-0.5 size-5 shrink-0 text-green-600 dark:text-green-400" aria-hidden="true" />
              <span>
                <span className="font-medium">
                  {index + 1}. {step.title}
                </span>
                <span className="block text-sm text-muted-foreground">{step.rule}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <Verification certificate={certificate} />
      <figure className="space-y-2">
        <img
          src={certificateImageUrl(certificate.id)}
          width={1200}
          height={630}
          alt={`The certificate's share image: ${who}, the 8 steps and the date`}
          className="h-auto w-full rounded-lg border"
        />
        <figcaption className="text-center text-sm text-muted-foreground">The image a shared link shows.</figcaption>
      </figure>
      <p className="text-center text-sm text-muted-foreground">
        Arkad teaches saving in Bitcoin with the principles of <cite>The Richest Man in Babylon</cite> (1926). This is
        an educational path, not a qualification.
      </p>
      <StartLearning />
    </article>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <SearchX className="size-12 text-primary" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold">Certificate not found</h1>
      <p className="max-w-md text-muted-foreground">
        There is no certificate at this address: the link may be wrong, or its owner revoked it.
      </p>
      <Button asChild>
        <Link href={paths.landing}>Go to the start</Link>
      </Button>
    </div>
  );
}

/** /certificate/:id: a learner's certificate, public and read-only (decision 048). */
export function CertificatePage({ id }: { id: string }) {
  const certificate = usePublicCertificate(id);
  const missing = certificate.error instanceof ApiError && certificate.error.status === 404;
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4">
          <BrandLink />
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8">
        {certificate.data ? (
          <Certificate certificate={certificate.data} />
        ) : missing ? (
          <NotFound />
        ) : certificate.isError ? (
          <Alert variant="destructive">The certificate could not be loaded. Please try again.</Alert>
        ) : (
          <Spinner className="py-10" />
        )}
      </main>
    </div>
  );
}
