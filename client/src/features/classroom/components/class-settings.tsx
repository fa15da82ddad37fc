import { useId, useState } from 'react';
import { progressSteps, type ProgressStep } from '@shared/domain/learning-progress';
import { MAX_LEARNERS_PER_CLASS, type ClassSummary } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { formatDay } from '@/entities/classroom/format-day';
import { pageLanguage, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { errorMessage } from '@/lib/api-client';
import { useLocation } from 'wouter';
import { useDeleteClass, useSetClassTargets, useSetJoinCode, useUpdateClass } from '../api/teaching';

/** What a failed call says, in the page's language: the API's message when the catalogue knows it. */
const failure = (error: unknown, fallback: string) => learnerMessage(errorMessage(error, fallback));

function JoinCode({ summary }: { summary: ClassSummary }) {
  const t = useT();
  const setCode = useSetJoinCode(summary.id);
  const linkId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const link = summary.joinCode ? `${window.location.origin}${paths.join(summary.joinCode)}` : null;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t('classroom.settings.copied'));
    } catch {
      setCopied(t('classroom.settings.copyByHand'));
    }
  };
  return (
    <div className="space-y-2">
      {link ? (
        <>
          <p className="text-sm">
            <Trans
              id="classroom.settings.joinCode"
              values={{ code: summary.joinCode ?? '' }}
              components={{
                0: <strong className="font-mono text-base tracking-wider" data-testid="join-code" />,
              }}
            />
          </p>
          <Label htmlFor={linkId}>{t('classroom.settings.joinLink')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy(link)}>
              {t('classroom.settings.copyLink')}
            </Button>
          </div>
          <p role="status" className="text-sm text-muted-foreground">
            {copied ?? ''}
          </p>
        </>
      ) : (
        <p className="text-sm">{t('classroom.settings.closed')}</p>
      )}
      {setCode.isError ? (
        <Alert variant="destructive">{failure(setCode.error, t('classroom.settings.codeFailed'))}</Alert>
      ) : null}
      {summary.archived ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={setCode.isPending} onClick={() => setCode.mutate('rotate')}>
            {link ? t('classroom.settings.newCode') : t('classroom.settings.openWithCode')}
          </Button>
          {link ? (
            <Button
              type="button"
              variant="outline"
              disabled={setCode.isPending}
              onClick={() => setCode.mutate('close')}
            >
              {t('classroom.settings.closeJoining')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function Targets({ summary }: { summary: ClassSummary }) {
  const t = useT();
  const save = useSetClassTargets(summary.id);
  const initial = Object.fromEntries(summary.targets.map((target) => [target.step, target.dueDate])) as Partial<
    Record<ProgressStep, string>
  >;
  const [dates, setDates] = useState(initial);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const targets = progressSteps.flatMap((step) => (dates[step] ? [{ step, dueDate: dates[step] }] : []));
    save.mutate({ targets });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('classroom.settings.targets')}>
      <p className="text-sm text-muted-foreground">{t('classroom.settings.targetsIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {progressSteps.map((step) => (
          <div key={step} className="space-y-1">
            <Label htmlFor={`target-${step}`}>{t(`path.tab.${step}`)}</Label>
            <Input
              id={`target-${step}`}
              type="date"
              value={dates[step] ?? ''}
              onChange={(event) => setDates((current) => ({ ...current, [step]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      {save.isError ? (
        <Alert variant="destructive">{failure(save.error, t('classroom.settings.targetsFailed'))}</Alert>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground">
        {save.isSuccess ? t('classroom.settings.targetsSaved') : ''}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {t('classroom.settings.saveTargets')}
      </Button>
    </form>
  );
}

function Archive({ summary }: { summary: ClassSummary }) {
  const t = useT();
  const update = useUpdateClass(summary.id);
  return (
    <div className="space-y-2">
      {update.isError ? (
        <Alert variant="destructive">{failure(update.error, t('classroom.settings.changeFailed'))}</Alert>
      ) : null}
      <Button
        type="button"
        variant="outline"
        disabled={update.isPending}
        onClick={() => update.mutate({ archived: !summary.archived })}
      >
        {summary.archived ? t('classroom.settings.unarchive') : t('classroom.settings.archive')}
      </Button>
    </div>
  );
}

/** An archived class can be deleted, with every membership of it, after a confirmation. */
function DeleteClass({ summary }: { summary: ClassSummary }) {
  const t = useT();
  const remove = useDeleteClass(summary.id);
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        {t('classroom.settings.delete')}
      </Button>
    );
  return (
    <div
      className="space-y-2 rounded-md border border-destructive/40 p-3"
      role="group"
      aria-label={t('classroom.settings.delete')}
    >
      <p className="text-sm">
        {t('classroom.settings.deleteConfirm', { name: summary.name, learners: summary.learnerCount })}
      </p>
      {remove.isError ? (
        <Alert variant="destructive">{failure(remove.error, t('classroom.settings.deleteFailed'))}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.teach) })}
        >
          {t('classroom.settings.deleteYes', { name: summary.name })}
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
          {t('classroom.settings.keepIt')}
        </Button>
      </div>
    </div>
  );
}

/** The class's name, its code and link, and archiving. */
export function ClassJoining({ summary }: { summary: ClassSummary }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="font-display text-2xl font-bold">{summary.name}</h1>
        <p className="text-sm text-muted-foreground">
          {t('classroom.settings.header', {
            learners: summary.learnerCount,
            max: MAX_LEARNERS_PER_CLASS,
            hasEnd: summary.endDate ? 'yes' : 'no',
            date: summary.endDate ? formatDay(summary.endDate, pageLanguage()) : '',
            archived: summary.archived ? 'yes' : 'no',
          })}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('classroom.settings.joining')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <JoinCode summary={summary} />
          <Archive summary={summary} />
          {summary.archived ? <DeleteClass summary={summary} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** The target date of each step. */
export function ClassTargetDates({ summary }: { summary: ClassSummary }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('classroom.settings.targets')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Targets summary={summary} />
      </CardContent>
    </Card>
  );
}
