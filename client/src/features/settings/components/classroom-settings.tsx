import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { stepTitles } from '@shared/domain/learning-progress';
import type { Membership } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { pluralize } from '@shared/domain/plural';
import { paths } from '@/config/paths';
import { useBecomeTeacher, useClassroom, useLeaveClass, useStopTeaching } from '@/entities/classroom/api/classroom';
import { formatDay } from '@/entities/classroom/format-day';
import { errorMessage } from '@/lib/api-client';

function LeaveButton({ membership }: { membership: Membership }) {
  const leave = useLeaveClass();
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Leave class
      </Button>
    );
  return (
    <div className="space-y-2 rounded-md border border-destructive/40 p-3" role="group" aria-label="Leave class">
      <p className="text-sm">
        Leave {membership.name}? {membership.teacherName} will no longer see anything of you. You can join again with
        the class code.
      </p>
      {leave.isError ? <Alert variant="destructive">{errorMessage(leave.error, 'You could not leave.')}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="destructive"
          size="sm"
          disabled={leave.isPending}
          onClick={() => leave.mutate(membership.classId)}
        >
          Yes, leave {membership.name}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>
          Stay
        </Button>
      </div>
    </div>
  );
}

/** Typing a code opens its join screen, where the learner sees what the teacher will see first. */
function JoinWithCode() {
  const [code, setCode] = useState('');
  const [, navigate] = useLocation();
  const id = useId();
  const clean = code.trim().toUpperCase();
  return (
    <form
      className="space-y-2"
      aria-label="Join a class"
      onSubmit={(event) => {
        event.preventDefault();
        if (clean) navigate(paths.join(clean));
      }}
    >
      <Label htmlFor={id}>Class code</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} value={code} maxLength={20} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" variant="outline" disabled={!clean}>
          Look up the class
        </Button>
      </div>
    </form>
  );
}

function MyClasses({ memberships }: { memberships: Membership[] }) {
  if (memberships.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        You are not in a class. A teacher gives you a code or a link to join; you see what they will see before you
        choose.
      </p>
    );
  return (
    <ul className="space-y-4" aria-label="Your classes">
      {memberships.map((membership) => (
        <li key={membership.classId} className="space-y-2 rounded-md border p-3" data-testid="my-class">
          <div>
            <p className="font-medium">{membership.name}</p>
            <p className="text-sm text-muted-foreground">
              Teacher: {membership.teacherName} · joined {formatDay(membership.joinedAt)}
              {membership.shareEmail ? ' · your email is shared' : ' · your email is not shared'}
            </p>
          </div>
          {membership.targets.length > 0 ? (
            <ul className="text-sm">
              {membership.targets.map((target) => (
                <li key={target.step}>
                  {stepTitles[target.step]}: target {formatDay(target.dueDate)}
                </li>
              ))}
            </ul>
          ) : null}
          <LeaveButton membership={membership} />
        </li>
      ))}
    </ul>
  );
}

/** Giving up the role: only with no open class (the server says the same, 409). */
function StopTeaching({ openCount }: { openCount: number }) {
  const stop = useStopTeaching();
  const [confirming, setConfirming] = useState(false);
  if (openCount > 0)
    return (
      <p className="text-sm text-muted-foreground">
        To stop teaching, archive your open classes first (open a class, then Archive class).
      </p>
    );
  if (!confirming)
    return (
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        Stop teaching
      </Button>
    );
  return (
    <div className="space-y-2 rounded-md border border-destructive/40 p-3" role="group" aria-label="Stop teaching">
      <p className="text-sm">
        Stop teaching? You will not be able to create or reopen classes. Archived classes stay, with their learners,
        until you delete them or your account; become a teacher again to reopen them.
      </p>
      {stop.isError ? <Alert variant="destructive">{errorMessage(stop.error, 'Please try again.')}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="destructive" disabled={stop.isPending} onClick={() => stop.mutate()}>
          Yes, stop teaching
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
          Keep teaching
        </Button>
      </div>
    </div>
  );
}

function Teaching({ isTeacher, classCount }: { isTeacher: boolean; classCount: number }) {
  const become = useBecomeTeacher();
  if (isTeacher)
    return (
      <div className="space-y-3">
        <p className="text-sm">
          You are a teacher{classCount > 0 ? `, with ${pluralize(classCount, 'open class', 'open classes')}` : ''}.
        </p>
        <Button asChild>
          <Link href={paths.teach}>Open your classes</Link>
        </Button>
        <StopTeaching openCount={classCount} />
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm">
        As a teacher you create classes and give learners a code or a link. Learners who join let you see their name,
        the steps they completed, their quiz and exam scores with dates, their certificate and the last day they were
        active. Never their email (unless they share it), their treasury, calculator inputs, answers or wizard results.
      </p>
      {become.isError ? <Alert variant="destructive">{errorMessage(become.error, 'Please try again.')}</Alert> : null}
      <Button type="button" disabled={become.isPending} onClick={() => become.mutate()}>
        Become a teacher
      </Button>
    </div>
  );
}

/** Settings › Classes: the classes the learner is in (leave any), and the teacher role (decision 060). */
export function ClassroomSettings() {
  const classroom = useClassroom();
  if (classroom.isPending) return <Spinner label="Loading your classes" />;
  if (classroom.isError)
    return <Alert variant="destructive">{errorMessage(classroom.error, 'Your classes could not be loaded.')}</Alert>;
  const data = classroom.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Your classes</CardTitle>
          <CardDescription>Classes you joined, with their target dates. Leave one at any time.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="space-y-6">
            <MyClasses memberships={data.memberships} />
            <JoinWithCode />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Teaching</CardTitle>
          <CardDescription>Follow a class of learners through the path.</CardDescription>
        </CardHeader>
        <CardContent>
          <Teaching isTeacher={data.isTeacher} classCount={data.teaching.filter((c) => !c.archived).length} />
        </CardContent>
      </Card>
    </div>
  );
}
