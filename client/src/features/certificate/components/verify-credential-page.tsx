import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { z } from 'zod';
import type { CredentialVerification } from '@shared/schemas/credential';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useLanguage, useT, type MessageId } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { intlLocales } from '@shared/i18n/languages';
import { useVerifyCredential } from '../api/credential';

const CHOOSE_FILE = 'Choose a credential file';
const NOT_JSON = 'This file is not a credential: it is not JSON';
const TOO_LARGE = 'This file is not a credential: it is larger than 16 KB';
/** The form's own messages, shown in the page's language. */
const fileErrors: Record<string, MessageId> = {
  [CHOOSE_FILE]: 'certificate.verify.chooseFile',
  [NOT_JSON]: 'certificate.verify.notJson',
  [TOO_LARGE]: 'certificate.verify.tooLarge',
};

const fileSchema = z.object({
  file: z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList, CHOOSE_FILE)
    .refine((files) => files.length === 1, CHOOSE_FILE)
    .refine((files) => (files[0]?.size ?? 0) <= 16 * 1024, TOO_LARGE),
});
type FileForm = z.infer<typeof fileSchema>;

/** A credential's file as a JSON object, or null when it is not one. */
async function readCredential(file: File): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await file.text());
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function Result({ result }: { result: CredentialVerification }) {
  const Icon = result.verified ? BadgeCheck : ShieldAlert;
  const t = useT();
  const dayFormat = new Intl.DateTimeFormat(intlLocales[useLanguage()], { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div
      role="status"
      className={
        result.verified
          ? 'space-y-2 rounded-lg border border-green-600/40 bg-green-50 p-4 text-green-950 dark:bg-green-950/40 dark:text-green-100'
          : 'space-y-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4'
      }
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {result.verified
          ? t('certificate.verify.verified')
          : result.status === 'revoked'
            ? t('certificate.verify.revoked')
            : t('certificate.verify.notVerified')}
      </p>
      <p className="text-sm">{learnerMessage(result.message)}</p>
      {result.signed ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">{t('certificate.verify.learner')}</dt>
          <dd>{result.signed.name ?? t('certificate.verify.noName')}</dd>
          <dt className="font-medium">{t('certificate.verify.examPassed')}</dt>
          <dd>{dayFormat.format(new Date(`${result.signed.examPassedOn}T00:00:00Z`))}</dd>
          <dt className="font-medium">{t('certificate.verify.certificate')}</dt>
          <dd className="break-all">
            {result.status === 'active' ? (
              <a href={result.signed.certificateUrl} className="underline underline-offset-2">
                {result.signed.certificateUrl}
              </a>
            ) : (
              result.signed.certificateUrl
            )}
          </dd>
        </dl>
      ) : null}
    </div>
  );
}

/** /verify: anyone checks a certificate credential file against Arkad's key (decision 056). */
export function VerifyCredentialPage() {
  const verify = useVerifyCredential();
  const id = useId();
  const t = useT();
  const form = useForm<FileForm>({ resolver: zodResolver(fileSchema) });
  const errorText = form.formState.errors.file?.message;
  const fileError = errorText ? fileErrors[errorText] : undefined;
  const error = fileError ? t(fileError) : errorText;
  const onSubmit = form.handleSubmit(async ({ file }) => {
    verify.reset();
    const chosen = file[0];
    const credential = chosen ? await readCredential(chosen) : null;
    if (!credential) {
      form.setError('file', { message: NOT_JSON });
      return;
    }
    await verify.mutateAsync(credential).catch(() => null);
  });
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <BrandLink />
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="font-display text-3xl font-bold">{t('certificate.verify.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('certificate.verify.intro')}</p>
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('certificate.verify.form')}>
          <div className="space-y-1">
            <Label htmlFor={id}>{t('certificate.verify.file')}</Label>
            <input
              id={id}
              type="file"
              accept="application/json,.json"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium"
              {...form.register('file')}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={form.formState.isSubmitting || verify.isPending}>
            {t('certificate.verify.submit')}
          </Button>
        </form>
        {verify.data ? <Result result={verify.data} /> : null}
        {verify.error ? (
          <Alert variant="destructive">
            {learnerMessage(
              errorMessage(verify.error, t('certificate.verify.failed')),
              verify.error instanceof ApiError ? verify.error.code : undefined,
            )}
          </Alert>
        ) : null}
        <p className="text-sm">
          <Link href={paths.landing} className="font-medium text-primary underline underline-offset-2">
            {t('certificate.start.whatIs')}
          </Link>
        </p>
      </main>
    </div>
  );
}
