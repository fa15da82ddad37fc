import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  cohortCsv,
  cohortCsvEnglish,
  cohortRows,
  type CohortCsvTexts,
  type CohortFilter,
  type CohortSort,
} from '@shared/domain/classroom';
import type { Language } from '@shared/i18n/languages';
import { progressSteps, type ProgressStep } from '@shared/domain/learning-progress';
import type { Cohort, CohortLearner } from '@shared/schemas/classroom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/entities/classroom/format-day';
import { pageLanguage, translate, useT, type MessageId } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCohort, useRemoveLearner } from '../api/teaching';
import { ClassJoining, ClassTargetDates } from './class-settings';
import { scoreLabel, scoreText, StepDots } from './learner-summary';

/** A step's name in the page's language: the learning path's tab names (start catalogue). */
const stepName = (step: ProgressStep) => translate(`path.tab.${step}`);

/** The filters, named in the page's language (read at each render: a switch renames them). */
const filters = (): { value: CohortFilter; label: string }[] => [
  { value: 'all', label: translate('classroom.cohort.filter.all') },
  { value: 'inactive', label: translate('classroom.cohort.filter.inactive') },
  { value: 'certificate', label: translate('classroom.cohort.filter.certificate') },
  ...progressSteps.map((step) => ({
    value: `step:${step}` as CohortFilter,
    label: translate('classroom.cohort.filter.completed', { step: stepName(step) }),
  })),
  ...progressSteps.map((step) => ({
    value: `missing:${step}` as CohortFilter,
    label: translate('classroom.cohort.filter.notCompleted', { step: stepName(step) }),
  })),
];
const sorts: { value: CohortSort; label: MessageId }[] = [
  { value: 'name', label: 'classroom.summary.name' },
  { value: 'progress', label: 'classroom.cohort.sort.progress' },
  { value: 'lastActive', label: 'classroom.summary.lastActive' },
  { value: 'joined', label: 'classroom.cohort.sort.joined' },
];

/** A funnel stage's name: a step's, or the certificate's (the API's label is English). */
const stageName = (stage: string) =>
  (progressSteps as readonly string[]).includes(stage)
    ? stepName(stage as ProgressStep)
    : translate('classroom.summary.certificate');

function Funnel({ cohort }: { cohort: Cohort }) {
  const t = useT();
  const total = Math.max(cohort.learners.length, 1);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('classroom.cohort.funnel')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-1.5" aria-label={t('classroom.cohort.funnel')}>
          {cohort.funnel.map((stage) => (
            <li key={stage.stage} className="grid grid-cols-[8.5rem_1fr_3rem] items-center gap-2 text-sm">
              {/* A long name wraps (Spanish "Asistente de estrategias"): none is cut at 390 px. */}
              <span className="min-w-0 break-words leading-tight" data-testid="funnel-stage">
                {stageName(stage.stage)}
              </span>
              <span className="h-2.5 rounded bg-muted" aria-hidden="true">
                <span
                  className="block h-full rounded bg-primary"
                  style={{ width: `${(stage.learners / total) * 100}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{stage.learners}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function MissedQuestions({ cohort }: { cohort: Cohort }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('classroom.cohort.missed')}</CardTitle>
      </CardHeader>
      <CardContent>
        {cohort.missedQuestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('classroom.cohort.noMissed')}</p>
        ) : (
          <ol className="list-decimal space-y-2 pl-5 text-sm" aria-label={t('classroom.cohort.missed')}>
            {cohort.missedQuestions.map((question) => (
              <li key={question.questionId}>
                <p>{question.prompt}</p>
                <p className="text-muted-foreground">
                  <Trans
                    id="classroom.cohort.missedLine"
                    values={{ missed: question.missedBy, answered: question.answeredBy, lesson: question.lesson.title }}
                    components={{ 0: <Link className="text-primary underline" href={question.lesson.href} /> }}
                  />
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function RemoveButton({ classId, learner }: { classId: number; learner: CohortLearner }) {
  const t = useT();
  const remove = useRemoveLearner(classId);
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
        <Trans
          id="classroom.cohort.remove"
          values={{ name: learner.displayName }}
          components={{ 0: <span className="sr-only" /> }}
        />
      </Button>
    );
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Button
        type="button"
        size="sm"
        variant="destructive"
        disabled={remove.isPending}
        onClick={() => remove.mutate(learner.userId)}
      >
        {t('classroom.cohort.removeYes', { name: learner.displayName })}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(false)}>
        {t('classroom.cohort.keep')}
      </Button>
    </span>
  );
}

function LearnerRow({ classId, learner }: { classId: number; learner: CohortLearner }) {
  const t = useT();
  const language = pageLanguage();
  const exam = learner.scores.find((score) => score.step === 'exam');
  const quizzes = learner.scores.filter((score) => score.step !== 'exam');
  return (
    <tr className="border-t align-top" data-testid="cohort-row">
      <th scope="row" className="p-2 text-left font-medium">
        {learner.displayName}
        {learner.email ? (
          <span className="block text-xs font-normal text-muted-foreground">{learner.email}</span>
        ) : null}
      </th>
      <td className="p-2">
        <StepDots learner={learner} />
      </td>
      <td className="p-2 text-xs">
        {quizzes.length === 0
          ? '—'
          : quizzes.map((s) => (
              <p key={s.step}>{t('classroom.summary.score', { label: scoreLabel(s.step), score: scoreText(s) })}</p>
            ))}
      </td>
      <td className="p-2 text-xs">{exam ? scoreText(exam) : '—'}</td>
      <td className="p-2 text-xs">{learner.certificateAt ? formatDay(learner.certificateAt, language) : '—'}</td>
      <td className="p-2 text-xs">
        {learner.lastActiveDay ? formatDay(learner.lastActiveDay, language) : t('classroom.cohort.never')}
        {learner.inactive ? (
          <span className="block font-medium text-destructive">{t('classroom.cohort.inactiveBadge')}</span>
        ) : null}
      </td>
      <td className="p-2">
        <RemoveButton classId={classId} learner={learner} />
      </td>
    </tr>
  );
}

/** The CSV's words in a language: English at once, Spanish fetched on first use. */
function csvTexts(language: Language): Promise<CohortCsvTexts> {
  if (language === 'en') return Promise.resolve(cohortCsvEnglish);
  return import('@shared/content/es/csv').then((module) => module.cohortCsvSpanish);
}

/** The rows shown as a CSV download, its column names and words in the page's language. */
async function downloadCsv(name: string, today: string, rows: readonly CohortLearner[], language: Language) {
  const text = cohortCsv(rows, await csvTexts(language));
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class'}-${today}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function LearnerTable({ cohort }: { cohort: Cohort }) {
  const t = useT();
  const [filter, setFilter] = useState<CohortFilter>('all');
  const [sort, setSort] = useState<CohortSort>('name');
  const [descending, setDescending] = useState(false);
  const rows = cohortRows(cohort.learners, filter, sort, descending);
  const inactive = cohort.learners.filter((learner) => learner.inactive).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('classroom.cohort.learners')}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {t('classroom.cohort.learnersLine', { count: cohort.learners.length, inactive })}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
          <div className="space-y-1">
            <Label htmlFor="cohort-filter">{t('classroom.cohort.show')}</Label>
            <NativeSelect id="cohort-filter" value={filter} onChange={(e) => setFilter(e.target.value as CohortFilter)}>
              {filters().map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="cohort-sort">{t('classroom.cohort.sortBy')}</Label>
            <NativeSelect id="cohort-sort" value={sort} onChange={(e) => setSort(e.target.value as CohortSort)}>
              {sorts.map((item) => (
                <option key={item.value} value={item.value}>
                  {t(item.label)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" variant="outline" onClick={() => setDescending((value) => !value)}>
            {descending ? t('classroom.cohort.descending') : t('classroom.cohort.ascending')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => void downloadCsv(cohort.class.name, cohort.today, rows, pageLanguage())}
          >
            <Download aria-hidden="true" /> {t('classroom.cohort.exportCsv')}
          </Button>
        </div>
        <p className="text-sm" role="status">
          {t('classroom.cohort.showing', { shown: rows.length, total: cohort.learners.length })}
        </p>
        {/* relative: the screen-reader texts (absolutely placed) scroll with the table, not the page. */}
        <div className="relative overflow-x-auto rounded-md border">
          <table className="w-full min-w-[52rem] text-sm">
            <thead className="bg-muted/50 text-left text-xs">
              <tr>
                <th scope="col" className="p-2">
                  {t('classroom.cohort.col.learner')}
                </th>
                <th scope="col" className="p-2">
                  {t('classroom.summary.steps')}
                </th>
                <th scope="col" className="p-2">
                  {t('classroom.cohort.col.quizzes')}
                </th>
                <th scope="col" className="p-2">
                  {t('classroom.summary.exam')}
                </th>
                <th scope="col" className="p-2">
                  {t('classroom.summary.certificate')}
                </th>
                <th scope="col" className="p-2">
                  {t('classroom.summary.lastActive')}
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">{t('classroom.cohort.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((learner) => (
                <LearnerRow key={learner.userId} classId={cohort.class.id} learner={learner} />
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">{t('classroom.cohort.noLearner')}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** The cohort view (issue 49 point 3): settings, learners by step, the funnel and the misses. */
export function CohortView({ classId }: { classId: number }) {
  const t = useT();
  const cohort = useCohort(classId);
  if (cohort.isPending) return <Spinner label={t('classroom.cohort.loading')} />;
  if (cohort.isError) {
    const missing = cohort.error instanceof ApiError && cohort.error.status === 404;
    return (
      <Alert variant="destructive">
        {missing
          ? t('classroom.teach.noSuchClass')
          : learnerMessage(errorMessage(cohort.error, t('classroom.cohort.loadFailed')))}
      </Alert>
    );
  }
  const data = cohort.data;
  return (
    <div className="space-y-6">
      <ClassJoining summary={data.class} />
      <LearnerTable cohort={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Funnel cohort={data} />
        <MissedQuestions cohort={data} />
      </div>
      <ClassTargetDates summary={data.class} />
    </div>
  );
}
