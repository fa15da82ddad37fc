import { useId, useState } from 'react';
import { progressSteps, stepTitles, type ProgressStep } from '@shared/domain/learning-progress';
import type { ClassSummary } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { pluralize } from '@shared/domain/plural';
import { paths } from '@/config/paths';
import { formatDay } from '@/entities/classroom/format-day';
import { errorMessage } from '@/lib/api-client';
import { useLocation } from 'wouter';
import { useDeleteClass, useSetClassTargets, useSetJoinCode, useUpdateClass } from '../api/teaching';

function JoinCode({ summary }: { summary: ClassSummary }) {
  const setCode = useSetJoinCode(summary.id);
  const linkId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const link = summary.joinCode ? `${window.location.origin}${paths.join(summary.joinCode)}` : null;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('The link is copied.');
    } catch {
      setCopied('Copy the link above by hand.');
    }
  };
  return (
    <div className="space-y-2">
      {link ? (
        <>
          <p className="text-sm">
            Join code:{' '}
            <strong className="font-mono text-base tracking-wider" data-testid="join-code">
              {summary.joinCode}
            </strong>
          </p>
          <Label htmlFor={linkId}>Join link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy(link)}>
              Copy link
            </Button>
          </div>
          <p role="status" className="text-sm text-muted-foreground">
            {copied ?? ''}
          </p>
        </>
      ) : (
        <p className="text-sm">Joining is closed: no code works. A new code opens it again.</p>
      )}
      {setCode.isError ? (
        <Alert variant="destructive">{errorMessage(setCode.error, 'The code could not be changed.')}</Alert>
      ) : null}
      {summary.archived ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={setCode.isPending} onClick={() => setCode.mutate('rotate')}>
            {link ? 'New code (the old one stops working)' : 'Open joining with a new code'}
          </Button>
          {link ? (
            <Button
              type="button"
              variant="outline"
              disabled={setCode.isPending}
              onClick={() => setCode.mutate('close')}
            >
              Close joining
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function Targets({ summary }: { summary: ClassSummary }) {
  const save = useSetClassTargets(summary.id);
  const initial = Object.fromEntries(summary.targets.map((t) => [t.step, t.dueDate])) as Partial<
    Record<ProgressStep, string>
  >;
  const [dates, setDates] = useState(initial);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const targets = progressSteps.flatMap((step) => (dates[step] ? [{ step, dueDate: dates[step] }] : []));
    save.mutate({ targets });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Target dates">
      <p className="text-sm text-muted-foreground">
        A target date per step: learners see it beside the step, and the weekly digest mentions one that is due.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {progressSteps.map((step) => (
          <div key={step} className="space-y-1">
            <Label htmlFor={`target-${step}`}>{stepTitles[step]}</Label>
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
        <Alert variant="destructive">{errorMessage(save.error, 'The dates were not saved.')}</Alert>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground">
        {save.isSuccess ? 'Target dates saved.' : ''}
      </p>
      <Button type="submit" disabled={save.isPending}>
        Save target dates
      </Button>
    </form>
  );
}

function Archive({ summary }: { summary: ClassSummary }) {
  const update = useUpdateClass(summary.id);
  return (
    <div className="space-y-2">
      {update.isError ? (
        <Alert variant="destructive">{errorMessage(update.error, 'The class could not be changed.')}</Alert>
      ) : null}
      <Button
        type="button"
        variant="outline"
        disabled={update.isPending}
        onClick={() => update.mutate({ archived: !summary.archived })}
      >
        {summary.archived ? 'Unarchive class' : 'Archive class (closes joining)'}
      </Button>
    </div>
  );
}

/** An archived class can be deleted, with every membership of it, after a confirmation. */
function DeleteClass({ summary }: { summary: ClassSummary }) {
  const remove = useDeleteClass(summary.id);
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        Delete class
      </Button>
    );
  return (
    <div className="space-y-2 rounded-md border border-destructive/40 p-3" role="group" aria-label="Delete class">
      <p className="text-sm">
        {summary.learnerCount > 0
          ? `Delete ${summary.name}? Its ${pluralize(summary.learnerCount, 'learner leaves', 'learners leave')} it, and its view and target dates are gone for good. Learners keep their own progress.`
          : `Delete ${summary.name}? Its view and target dates are gone for good.`}
      </p>
      {remove.isError ? (
        <Alert variant="destructive">{errorMessage(remove.error, 'The class could not be deleted.')}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => navigate(paths.teach) })}
        >
          Yes, delete {summary.name}
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}

/** The class's name, its code and link, and archiving. */
export function ClassJoining({ summary }: { summary: ClassSummary }) {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="font-display text-2xl font-bold">{summary.name}</h1>
        <p className="text-sm text-muted-foreground">
          {summary.learnerCount} of 200 learners
          {summary.endDate ? ` · ends ${formatDay(summary.endDate)}` : ''}
          {summary.archived ? ' · archived' : ''}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Joining</CardTitle>
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Target dates</CardTitle>
      </CardHeader>
      <CardContent>
        <Targets summary={summary} />
      </CardContent>
    </Card>
  );
}
