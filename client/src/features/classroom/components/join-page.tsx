import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { teacherNeverSeesList, teacherSeesList, type JoinPreview } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDay } from '@/entities/classroom/format-day';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useJoinClass, useJoinPreview } from '../api/join';
import { LearnerSummary } from './learner-summary';

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto max-w-3xl px-4 py-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={paths.home()}>
              <ArrowLeft aria-hidden="true" /> Back to learning path
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
  if (join.isSuccess)
    return (
      <Alert>
        <p role="status">
          You joined {join.data.name}. {preview.teacherName} now sees what is listed above.{' '}
          <Link className="text-primary underline" href={paths.home()}>
            Back to the learning path
          </Link>{' '}
          or{' '}
          <Link className="text-primary underline" href={paths.settingsSection('classes')}>
            see your classes
          </Link>
          .
        </p>
      </Alert>
    );
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <Checkbox id={emailId} checked={shareEmail} onCheckedChange={(value) => setShareEmail(value === true)} />
        <Label htmlFor={emailId} className="leading-snug">
          Also share my email ({preview.yourEmail}) with {preview.teacherName}
        </Label>
      </div>
      {join.isError ? <Alert variant="destructive">{errorMessage(join.error, 'You could not join.')}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={join.isPending} onClick={() => join.mutate(shareEmail)}>
          Join {preview.className}
        </Button>
        <Button type="button" variant="outline" onClick={() => navigate(paths.home())}>
          Decline
        </Button>
      </div>
    </div>
  );
}

function Standing({ preview }: { preview: JoinPreview }) {
  if (preview.ownClass)
    return (
      <Alert>
        You teach this class, so you cannot join it.{' '}
        <Link className="text-primary underline" href={paths.teach}>
          Open your classes
        </Link>
      </Alert>
    );
  if (preview.alreadyMember)
    return (
      <Alert>
        You are in this class.{' '}
        <Link className="text-primary underline" href={paths.settingsSection('classes')}>
          See your classes
        </Link>
      </Alert>
    );
  if (preview.full) return <Alert variant="destructive">This class is full: it holds at most 200 learners.</Alert>;
  return null;
}

/** The join screen (decision 060): the class, exactly what its teacher would see, then join or decline. */
export function JoinPage({ code }: { code: string }) {
  const preview = useJoinPreview(code);
  if (preview.isPending)
    return (
      <Shell>
        <Spinner label="Looking up the class" />
      </Shell>
    );
  if (preview.isError) {
    const notFound = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <Shell>
        <h1 className="font-display text-2xl font-bold">Join a class</h1>
        <Alert variant="destructive">
          {notFound
            ? 'No open class has this code. Check it with your teacher: it may have been changed or closed.'
            : errorMessage(preview.error, 'The class could not be looked up.')}
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
        <h1 className="font-display text-2xl font-bold">Join {data.className}</h1>
        <p className="text-sm text-muted-foreground">
          Teacher: {data.teacherName}
          {data.endDate ? ` · ends ${formatDay(data.endDate)}` : ''}
        </p>
      </div>
      {standing}
      <Card>
        <CardHeader>
          <CardTitle>What {data.teacherName} will see</CardTitle>
          <CardDescription>Nothing is shared until you join. You can leave at any time in Settings.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {teacherSeesList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="rounded-md border bg-muted/40 p-3" data-testid="teacher-will-see">
            <p className="mb-2 text-sm font-medium">Exactly this, as of today:</p>
            <LearnerSummary learner={data.teacherWillSee} />
          </div>
          <div>
            <p className="text-sm font-medium">Never:</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {teacherNeverSeesList.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          {canJoin ? <Consent code={code} preview={data} /> : null}
        </CardContent>
      </Card>
    </Shell>
  );
}
