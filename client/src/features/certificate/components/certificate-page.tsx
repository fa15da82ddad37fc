import { BadgeCheck, Check, Download, SearchX, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicCertificate } from '@shared/schemas/certificate';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLanguage, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { GLOSSARY_TERMS_TO_OPEN } from '@shared/domain/learning-progress';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { certificateImageUrl, usePublicCertificate } from '../api/get-public-certificate';
import { certificateCredentialUrl } from '@/entities/certificate/api/credential-url';
import { useCertificateVerification } from '../api/credential';

/** '7 de diciembre de 2026' / 'December 7, 2026' for a UTC day, in the page's language. */
const formatDay = (isoDay: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

/**
 * The signed credential behind the page (decision 056): 'Verified' only once the server has checked
 * its signature and that the certificate is live; a download and a way to check a file.
 */
function Verification({ certificate }: { certificate: PublicCertificate }) {
  const signed = certificate.examPassedOn !== null;
  const check = useCertificateVerification(certificate.id, signed);
  const t = useT();
  return (
    <section aria-labelledby="certificate-verification" className="space-y-3 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="certificate-verification" className="font-semibold">
        {t('certificate.verification')}
      </h2>
      {!signed ? (
        <p className="text-sm text-muted-foreground">{t('certificate.noCredential')}</p>
      ) : check.data?.verified ? (
        <p role="status" className="flex items-start gap-2 text-sm">
          <BadgeCheck className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
          <span>
            <Trans id="certificate.verified" components={{ 0: <strong /> }} />
          </span>
        </p>
      ) : check.data ? (
        <p role="status" className="flex items-start gap-2 text-sm">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <span>{learnerMessage(check.data.message)}</span>
        </p>
      ) : check.isError ? (
        <p role="status" className="text-sm">
          {t('certificate.checkFailed')}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t('certificate.checking')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {signed ? (
          <Button asChild variant="outline" size="sm">
            <a href={certificateCredentialUrl(certificate.id)} download>
              <Download aria-hidden="true" /> {t('certificate.download')}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link href={paths.verifyCredential}>{t('certificate.checkFile')}</Link>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans
          id="certificate.keyNote"
          components={{ 0: <a href="/.well-known/did.json" className="underline underline-offset-2" /> }}
        />
      </p>
    </section>
  );
}

/** What a visitor can do next: Arkad is open to them too. */
function StartLearning() {
  const t = useT();
  return (
    <section
      aria-labelledby="certificate-start"
      className="space-y-3 rounded-lg border bg-secondary/40 p-4 text-center sm:p-6"
    >
      <h2 id="certificate-start" className="font-semibold">
        {t('certificate.start.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('certificate.start.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href={paths.auth('signup')}>{t('certificate.start.signup')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.landing}>{t('certificate.start.whatIs')}</Link>
        </Button>
      </div>
    </section>
  );
}

function Certificate({ certificate }: { certificate: PublicCertificate }) {
  const t = useT();
  const language = useLanguage();
  const who = certificate.name ?? t('certificate.aLearner');
  const day = (isoDay: string) => formatDay(isoDay, language);
  return (
    <article className="space-y-6" aria-labelledby="certificate-title">
      <header className="space-y-2 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('certificate.kicker')}</p>
        <h1 id="certificate-title" className="break-words font-display text-3xl font-bold sm:text-4xl">
          {who}
        </h1>
        <p className="text-lg">{t('certificate.completed', { exam: certificate.examPassedOn ? 'yes' : 'no' })}</p>
        {certificate.examPassedOn ? (
          <p className="text-muted-foreground">
            <Trans
              id="certificate.examPassed"
              values={{ passed: day(certificate.examPassedOn) }}
              components={{ 0: <time dateTime={certificate.examPassedOn} /> }}
            />
            <span className="block text-sm">
              <Trans
                id="certificate.madeOn"
                values={{ made: day(certificate.madeOn) }}
                components={{ 0: <time dateTime={certificate.madeOn} /> }}
              />
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground">
            <Trans
              id="certificate.madeBeforeExam"
              values={{ made: day(certificate.madeOn) }}
              components={{ 0: <time dateTime={certificate.madeOn} /> }}
            />
          </p>
        )}
      </header>
      <section aria-labelledby="certificate-steps" className="rounded-lg border bg-card p-4 sm:p-6">
        <h2 id="certificate-steps" className="mb-3 font-semibold">
          {t('certificate.steps')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2">
          {certificate.steps.map((step, index) => (
            <li key={step.step} className="flex gap-3">
              <Check className="mt-0.5 size-5 shrink-0 text-green-600 dark:text-green-400" aria-hidden="true" />
              <span>
                <span className="font-medium">
                  {t('certificate.step', { number: index + 1, title: t(`path.tab.${step.step}`) })}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {t(`certificate.rule.${step.step}`, { count: GLOSSARY_TERMS_TO_OPEN })}
                </span>
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
          alt={t('certificate.imageAlt', { who })}
          className="h-auto w-full rounded-lg border"
        />
        <figcaption className="text-center text-sm text-muted-foreground">{t('certificate.imageCaption')}</figcaption>
      </figure>
      <p className="text-center text-sm text-muted-foreground">
        <Trans id="certificate.about" components={{ 0: <cite /> }} />
      </p>
      <StartLearning />
    </article>
  );
}

function NotFound() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <SearchX className="size-12 text-primary" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold">{t('certificate.notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('certificate.notFound.text')}</p>
      <Button asChild>
        <Link href={paths.landing}>{t('certificate.notFound.start')}</Link>
      </Button>
    </div>
  );
}

/** /certificate/:id: a learner's certificate, public and read-only (decision 048). */
export function CertificatePage({ id }: { id: string }) {
  const certificate = usePublicCertificate(id);
  const t = useT();
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
          <Alert variant="destructive">{t('certificate.loadFailed')}</Alert>
        ) : (
          <Spinner className="py-10" />
        )}
      </main>
    </div>
  );
}
