import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Membership } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBecomeTeacher, useClassroom, useLeaveClass, useStopTeaching } from '@/entities/classroom/api/classroom';
import { useLanguage, useT } from '@/i18n/i18n';
import { errorText } from '../lib/error-text';
import { formatDay as classroomDay } from '@/entities/classroom/format-day';
import type { Language } from '@shared/i18n/languages';
import { formatDay } from '../lib/format-day';

/** A class's day as the classroom screens write it in English ('15 Jan 2027'), by Intl in another language. */
const classDay = (value: string, language: Language) =>
  language === 'en' ? classroomDay(value) : formatDay(value, language);

function LeaveButton({ membership }: { membership: Membership }) {
  const leave = useLeaveClass();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  if (!confirming)
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
        {t('settings.classes.leave')}
      </Button>
    );
  return (
    <div
      className="space-y-2 rounded-md border border-destructive/40 p-3"
      role="group"
      aria-label={t('settings.classes.leave')}
    >
      <p className="text-sm">
        {t('settings.classes.leaveConfirm', { name: membership.name, teacher: membership.teacherName })}
      </p>
      {leave.isError ? (
        <Alert variant="destructive">{errorText(leave.error, t('settings.classes.leaveFailed'))}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="destructive"
          size="sm"
          disabled={leave.isPending}
          onClick={() => leave.mutate(membership.classId)}
        >
          {t('settings.classes.leaveYes', { name: membership.name })}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>
          {t('settings.classes.stay')}
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
  const t = useT();
  const clean = code.trim().toUpperCase();
  return (
    <form
      className="space-y-2"
      aria-label={t('settings.classes.join')}
      onSubmit={(event) => {
        event.preventDefault();
        if (clean) navigate(paths.join(clean));
      }}
    >
      <Label htmlFor={id}>{t('settings.classes.code')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} value={code} maxLength={20} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" variant="outline" disabled={!clean}>
          {t('settings.classes.lookUp')}
        </Button>
      </div>
    </form>
  );
}

function MyClasses({ memberships }: { memberships: Membership[] }) {
  const t = useT();
  const language = useLanguage();
  if (memberships.length === 0) return <p className="text-sm text-muted-foreground">{t('settings.classes.none')}</p>;
  return (
    <ul className="space-y-4" aria-label={t('settings.classes.yours')}>
      {memberships.map((membership) => (
        <li key={membership.classId} className="space-y-2 rounded-md border p-3" data-testid="my-class">
          <div>
            <p className="font-medium">{membership.name}</p>
            <p className="text-sm text-muted-foreground">
              {t('settings.classes.membership', {
                teacher: membership.teacherName,
                joined: classDay(membership.joinedAt, language),
                shared: membership.shareEmail ? 'yes' : 'no',
              })}
            </p>
          </div>
          {membership.targets.length > 0 ? (
            <ul className="text-sm">
              {membership.targets.map((target) => (
                <li key={target.step}>
                  {t('settings.classes.target', {
                    step: t(`path.tab.${target.step}`),
                    due: classDay(target.dueDate, language),
                  })}
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
  const t = useT();
  if (openCount > 0) return <p className="text-sm text-muted-foreground">{t('settings.classes.archiveFirst')}</p>;
  if (!confirming)
    return (
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        {t('settings.classes.stopTeaching')}
      </Button>
    );
  return (
    <div
      className="space-y-2 rounded-md border border-destructive/40 p-3"
      role="group"
      aria-label={t('settings.classes.stopTeaching')}
    >
      <p className="text-sm">{t('settings.classes.stopConfirm')}</p>
      {stop.isError ? <Alert variant="destructive">{errorText(stop.error, t('settings.tryAgain'))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="destructive" disabled={stop.isPending} onClick={() => stop.mutate()}>
          {t('settings.classes.stopYes')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
          {t('settings.classes.keepTeaching')}
        </Button>
      </div>
    </div>
  );
}

function Teaching({ isTeacher, classCount }: { isTeacher: boolean; classCount: number }) {
  const become = useBecomeTeacher();
  const t = useT();
  if (isTeacher)
    return (
      <div className="space-y-3">
        <p className="text-sm">{t('settings.classes.teacher', { count: classCount })}</p>
        <Button asChild>
          <Link href={paths.teach}>{t('settings.classes.openClasses')}</Link>
        </Button>
        <StopTeaching openCount={classCount} />
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm">{t('settings.classes.teachingIntro')}</p>
      {become.isError ? <Alert variant="destructive">{errorText(become.error, t('settings.tryAgain'))}</Alert> : null}
      <Button type="button" disabled={become.isPending} onClick={() => become.mutate()}>
        {t('settings.classes.become')}
      </Button>
    </div>
  );
}

/** Settings › Classes: the classes the learner is in (leave any), and the teacher role (decision 060). */
export function ClassroomSettings() {
  const classroom = useClassroom();
  const t = useT();
  if (classroom.isPending) return <Spinner label={t('settings.classes.loading')} />;
  if (classroom.isError)
    return <Alert variant="destructive">{errorText(classroom.error, t('settings.classes.loadFailed'))}</Alert>;
  const data = classroom.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.classes.yours')}</CardTitle>
          <CardDescription>{t('settings.classes.yoursDescription')}</CardDescription>
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
          <CardTitle>{t('settings.classes.teaching')}</CardTitle>
          <CardDescription>{t('settings.classes.teachingDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Teaching isTeacher={data.isTeacher} classCount={data.teaching.filter((c) => !c.archived).length} />
        </CardContent>
      </Card>
    </div>
  );
}
