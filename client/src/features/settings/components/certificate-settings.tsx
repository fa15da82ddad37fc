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
import { useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { errorText } from '../lib/error-text';
import { formatDay } from '../lib/format-day';
import {
  useCertificateStatus,
  useCreateCertificate,
  useRevokeCertificate,
  useUpdateCertificate,
} from '../api/certificate';

/** The link, a copy button and what the copy did. */
function CertificateLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const t = useT();
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
      <Label htmlFor={id}>{t('settings.certificate.link')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {t('settings.certificate.copy')}
          </Button>
          <Button asChild variant="outline">
            <a href={link} target="_blank" rel="noreferrer">
              {t('settings.certificate.open')}
            </a>
          </Button>
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copied === 'yes'
          ? t('settings.certificate.copied')
          : copied === 'failed'
            ? t('settings.certificate.copyFailed')
            : ''}
      </p>
    </div>
  );
}

function RevokeControl() {
  const revoke = useRevokeCertificate();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  if (!confirming)
    return (
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        {t('settings.certificate.revoke')}
      </Button>
    );
  return (
    <div
      className="space-y-3 rounded-md border border-destructive/40 p-4"
      role="group"
      aria-label={t('settings.certificate.revokeGroup')}
    >
      <p className="text-sm">{t('settings.certificate.revokeConfirm')}</p>
      {revoke.isError ? (
        <Alert variant="destructive">{errorText(revoke.error, t('settings.certificate.revokeFailed'))}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          {t('settings.certificate.revokeYes')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
          {t('settings.certificate.keep')}
        </Button>
      </div>
    </div>
  );
}

function IssuedCertificate({ certificate }: { certificate: OwnCertificate }) {
  const update = useUpdateCertificate();
  const t = useT();
  const language = useLanguage();
  // Outside English the link carries the page's language: the certificate opens in it for a visitor
  // who has not chosen a language in their own browser (startingLanguage), and its preview too.
  const link = `${window.location.origin}${paths.certificate(certificate.id)}${language === 'en' ? '' : `?lang=${language}`}`;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        {certificate.examPassedOn ? (
          <Trans
            id="settings.certificate.examPassedOn"
            values={{
              passed: formatDay(certificate.examPassedOn, language),
              made: formatDay(certificate.madeOn, language),
            }}
            components={{ 0: <strong /> }}
          />
        ) : (
          <Trans
            id="settings.certificate.madeBeforeExam"
            values={{ made: formatDay(certificate.madeOn, language) }}
            components={{ 0: <strong /> }}
          />
        )}{' '}
        {t('settings.certificate.whoSees')}
      </p>
      <CertificateLink link={link} />
      {certificate.examPassedOn ? (
        <div className="space-y-2">
          <Button asChild variant="outline">
            <a href={certificateCredentialUrl(certificate.id)} download>
              <Download aria-hidden="true" /> {t('settings.certificate.download')}
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">{t('settings.certificate.credential')}</p>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-4">
        <div className="space-y-0.5">
          <Label htmlFor="switch-certificate-name">{t('settings.certificate.showName')}</Label>
          <p className="text-sm text-muted-foreground">{t('settings.certificate.showNameOff')}</p>
        </div>
        <Switch
          id="switch-certificate-name"
          checked={certificate.showName}
          disabled={update.isPending}
          onCheckedChange={(showName) => update.mutate({ showName })}
        />
      </div>
      {update.isError ? (
        <Alert variant="destructive">{errorText(update.error, t('settings.certificate.saveFailed'))}</Alert>
      ) : null}
      <RevokeControl />
    </div>
  );
}

/** Settings › Certificate: make it once the final exam is passed, share its link, name it or not, revoke it. */
export function CertificateSettings() {
  const status = useCertificateStatus();
  const create = useCreateCertificate();
  const t = useT();
  const language = useLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Award className="size-5 text-primary" aria-hidden="true" /> {t('settings.certificate.title')}
        </CardTitle>
        <CardDescription>{t('settings.certificate.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {status.data?.certificate ? (
          <IssuedCertificate certificate={status.data.certificate} />
        ) : status.data?.eligible ? (
          <div className="space-y-4">
            <p className="text-sm">
              {status.data.examPassedOn
                ? t('settings.certificate.eligibleOn', { passed: formatDay(status.data.examPassedOn, language) })
                : t('settings.certificate.eligible')}
            </p>
            {create.isError ? (
              <Alert variant="destructive">{errorText(create.error, t('settings.certificate.createFailed'))}</Alert>
            ) : null}
            <Button type="button" disabled={create.isPending} onClick={() => create.mutate()}>
              {t('settings.certificate.create')}
            </Button>
          </div>
        ) : status.data?.pathComplete ? (
          <div className="space-y-3 text-sm">
            <p>{t('settings.certificate.pathComplete')}</p>
            <Button asChild size="sm">
              <Link href={paths.exam}>{t('settings.certificate.takeExam')}</Link>
            </Button>
          </div>
        ) : status.data ? (
          <div className="space-y-3 text-sm">
            <p>
              {t('settings.certificate.progress', {
                completed: status.data.completedCount,
                total: status.data.total,
              })}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.home()}>{t('settings.certificate.goToPath')}</Link>
            </Button>
          </div>
        ) : status.isError ? (
          <Alert variant="destructive">{t('settings.certificate.loadFailed')}</Alert>
        ) : (
          <Spinner className="py-6" />
        )}
      </CardContent>
    </Card>
  );
}
