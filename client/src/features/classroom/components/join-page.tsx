import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MAX_LEARNERS_PER_CLASS, type JoinPreview } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDay } from '@/entities/classroom/format-day';
import { pageLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useJoinClass, useJoinPreview } from '../api/join';
import { teacherNeverSees, teacherSees } from './join-lists';
import { LearnerSummary } from './learner-summary';

function Shell({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto max-w-3xl px-4 py-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={paths.home()}>
              <ArrowLeft aria-hidden="true" /> {t('classroom.back')}
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">{children}</main>
    </div>
  );
}

function Consent({ code, preview }: { code: string; preview: JoinPreview }) {
  const join = useJoinClass(code);
  const [shareEmail, setShareEmail] = useState(false);
  const [, navigate] = useLocation();
  const emailId = useId();
  const t = useT();
  if (join.isSuccess)
    return (
      <Alert>
        <p role="status">
          <Trans
            id="classroom.joined"
            values={{ className: join.data.name, teacher: preview.teacherName }}
            components={{
              0: <Link className="text-primary underline" href={paths.home()} />,
              1: <Link className="text-primary underline" href={paths.settingsSection('classes')} />,
            }}
          />
        </p>
      </Alert>
    );
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <Checkbox id={emailId} checked={shareEmail} onCheckedChange={(value) => setShareEmail(value === true)} />
        <Label htmlFor={emailId} className="leading-snug">
          {t('classroom.shareEmail', { email: preview.yourEmail, teacher: preview.teacherName })}
        </Label>
      </div>
      {join.isError ? <Alert variant="destructive">{errorMessage(join.error, t('classroom.joinFailed'))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={join.isPending} onClick={() => join.mutate(shareEmail)}>
          {t('classroom.join', { className: preview.className })}
        </Button>
        <Button type="button" variant="outline" onClick={() => navigate(paths.home())}>
          {t('classroom.decline')}
        </Button>
      </div>
    </div>
  );
}

function Standing({ preview }: { preview: JoinPreview }) {
  const t = useT();
  if (preview.ownClass)
    return (
      <Alert>
        <Trans
          id="classroom.ownClass"
          components={{ 0: <Link className="text-primary underline" href={paths.teach} /> }}
        />
      </Alert>
    );
  if (preview.alreadyMember)
    return (
      <Alert>
        <Trans
          id="classroom.alreadyMember"
          components={{ 0: <Link className="text-primary underline" href={paths.settingsSection('classes')} /> }}
        />
      </Alert>
    );
  if (preview.full) return <Alert variant="destructive">{t('classroom.full', { max: MAX_LEARNERS_PER_CLASS })}</Alert>;
  return null;
}

/** The join screen (decision 060): the class, exactly what its teacher would see, then join or decline. */
export function JoinPage({ code }: { code: string }) {
  const preview = useJoinPreview(code);
  const t = useT();
  if (preview.isPending)
    return (
      <Shell>
        <Spinner label={t('classroom.lookingUp')} />
      </Shell>
    );
  if (preview.isError) {
    const notFound = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <Shell>
        <h1 className="font-display text-2xl font-bold">{t('classroom.joinTitle')}</h1>
        <Alert variant="destructive">
          {notFound ? t('classroom.notFound') : errorMessage(preview.error, t('classroom.lookupFailed'))}
        </Alert>
      </Shell>
    );
  }
  const data = preview.data;
  const standing = <Standing preview={data} />;
  const canJoin = !data.ownClass && !data.alreadyMember && !data.full;
  return (
    <Shell>
      <div className="space-y-1">
        <h1 className="font-display text-2xl font-bold">{t('classroom.join', { className: data.className })}</h1>
        <p className="text-sm text-muted-foreground">
          {data.endDate
            ? t('classroom.teacherAndEnd', {
                teacher: data.teacherName,
                date: formatDay(data.endDate, pageLanguage()),
              })
            : t('classroom.teacher', { teacher: data.teacherName })}
        </p>
      </div>
      {standing}
      <Card>
        <CardHeader>
          <CardTitle>{t('classroom.willSee', { teacher: data.teacherName })}</CardTitle>
          <CardDescription>{t('classroom.nothingShared')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {teacherSees.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
          <div className="rounded-md border bg-muted/40 p-3" data-testid="teacher-will-see">
            <p className="mb-2 text-sm font-medium">{t('classroom.exactly')}</p>
            <LearnerSummary learner={data.teacherWillSee} />
          </div>
          <div>
            <p className="text-sm font-medium">{t('classroom.never')}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {teacherNeverSees.map((id) => (
                <li key={id}>{t(id)}</li>
              ))}
            </ul>
          </div>
          {canJoin ? <Consent code={code} preview={data} /> : null}
        </CardContent>
      </Card>
    </Shell>
  );
}
