import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { MAX_OPEN_CLASSES_PER_TEACHER, type ClassSummary, type createClassSchema } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useClassroom } from '@/entities/classroom/api/classroom';
import { formatDay } from '@/entities/classroom/format-day';
import { pageLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { learnerMessage } from '@/i18n/learner-messages';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateClass } from '../api/teaching';
import { CohortView } from './cohort-view';

const createResolver = lazyZodResolver(() => import('@shared/schemas/classroom').then((m) => m.createClassSchema));

function Shell({ back, children }: { back: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto max-w-6xl px-4 py-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={back.href}>
              <ArrowLeft aria-hidden="true" /> {back.label}
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">{children}</main>
    </div>
  );
}

function CreateClassForm() {
  const t = useT();
  const create = useCreateClass();
  const form = useForm<z.input<typeof createClassSchema>, unknown, z.output<typeof createClassSchema>>({
    resolver: createResolver,
    defaultValues: { name: '', endDate: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset({ name: '', endDate: '' });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['name', 'endDate']);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      onFocus={createResolver.preload}
      noValidate
      className="space-y-4"
      aria-label={t('classroom.teach.newClassForm')}
    >
      <FormField label={t('classroom.teach.className')} error={errors.name?.message}>
        <Input maxLength={80} {...form.register('name')} />
      </FormField>
      <FormField label={t('classroom.teach.endDate')} error={errors.endDate?.message}>
        <Input
          type="date"
          {...form.register('endDate', { setValueAs: (value: string) => (value === '' ? null : value) })}
        />
      </FormField>
      {create.isError ? (
        <Alert variant="destructive">
          {learnerMessage(errorMessage(create.error, t('classroom.teach.createFailed')))}
        </Alert>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('classroom.teach.creating') : t('classroom.teach.create')}
      </Button>
    </form>
  );
}

function ClassList({ classes }: { classes: ClassSummary[] }) {
  const t = useT();
  if (classes.length === 0) return <p className="text-sm text-muted-foreground">{t('classroom.teach.noClasses')}</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={t('classroom.teach.yourClasses')}>
      {classes.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <div className="min-w-0">
            <Link href={paths.teachClass(item.id)} className="font-medium text-primary underline underline-offset-4">
              {item.name}
            </Link>
            <p className="text-sm text-muted-foreground">
              {t('classroom.teach.classLine', {
                learners: item.learnerCount,
                status: item.archived ? 'archived' : item.joinCode ? 'open' : 'closed',
                code: item.joinCode ?? '',
                hasEnd: item.endDate ? 'yes' : 'no',
                date: item.endDate ? formatDay(item.endDate, pageLanguage()) : '',
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ClassesHome() {
  const t = useT();
  const classroom = useClassroom();
  if (classroom.isPending) return <Spinner label={t('classroom.teach.loading')} />;
  if (classroom.isError)
    return (
      <Alert variant="destructive">
        {learnerMessage(errorMessage(classroom.error, t('classroom.teach.loadFailed')))}
      </Alert>
    );
  if (!classroom.data.isTeacher)
    return (
      <Alert>
        <Trans
          id="classroom.teach.becomeTeacher"
          components={{ 0: <Link className="text-primary underline" href={paths.settingsSection('classes')} /> }}
        />
      </Alert>
    );
  const open = classroom.data.teaching.filter((item) => !item.archived);
  return (
    <>
      <h1 className="font-display text-2xl font-bold">{t('classroom.teach.yourClasses')}</h1>
      <ClassList classes={classroom.data.teaching} />
      <Card>
        <CardHeader>
          <CardTitle>{t('classroom.teach.newClass')}</CardTitle>
          <CardDescription>
            {t('classroom.teach.openCount', { open: open.length, max: MAX_OPEN_CLASSES_PER_TEACHER })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateClassForm />
        </CardContent>
      </Card>
    </>
  );
}

/** A teacher's classes (/teach) and one class's cohort view (/teach/:classId), decision 060. */
export function TeachPage({ classId }: { classId: string | null }) {
  const t = useT();
  const id = classId === null ? null : Number(classId);
  if (id === null)
    return (
      <Shell back={{ href: paths.settingsSection('classes'), label: t('classroom.teach.backToSettings') }}>
        <ClassesHome />
      </Shell>
    );
  return (
    <Shell back={{ href: paths.teach, label: t('classroom.teach.allClasses') }}>
      {Number.isInteger(id) && id > 0 ? (
        <CohortView classId={id} />
      ) : (
        <Alert variant="destructive">{t('classroom.teach.noSuchClass')}</Alert>
      )}
    </Shell>
  );
}
