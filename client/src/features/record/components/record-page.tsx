import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { REVIEW_INTERVALS } from '@shared/domain/review-schedule';
import { intlLocales, type Language } from '@shared/i18n/languages';
import type { LearnerRecord } from '@shared/schemas/record';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { useRecord } from '../api/record';

const formatWhen = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const formatDay = (isoDay: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));

function Attempts({ record }: { record: LearnerRecord }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="record-attempts" className="space-y-3">
      <h2 id="record-attempts" className="text-xl font-semibold">
        {t('quiz.record.attempts')}
      </h2>
      {record.attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('quiz.record.noAttempts')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('quiz.record.caption')}</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('quiz.record.date')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('quiz.record.quiz')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('quiz.record.score')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('quiz.record.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {record.attempts.map((attempt) => (
                <tr key={attempt.id} className="border-t">
                  <td className="px-3 py-2">
                    <time dateTime={attempt.answeredAt}>{formatWhen(attempt.answeredAt, language)}</time>
                  </td>
                  <td className="px-3 py-2">
                    {attempt.step
                      ? t('quiz.record.stepQuiz', { step: t(`path.tab.${attempt.step}`) })
                      : t('quiz.exam.title')}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {t('quiz.record.scoreOf', { score: attempt.score, total: attempt.total })}
                  </td>
                  <td className="px-3 py-2">{t(attempt.passed ? 'quiz.record.passed' : 'quiz.record.notPassed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {record.attemptCount > record.attempts.length ? (
        <p className="text-sm text-muted-foreground">
          {t('quiz.record.newest', { shown: record.attempts.length, count: record.attemptCount })}
        </p>
      ) : null}
    </section>
  );
}

function Missed({ record }: { record: LearnerRecord }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="record-missed" className="space-y-3">
      <h2 id="record-missed" className="text-xl font-semibold">
        {t('quiz.record.missed')}
      </h2>
      {record.missed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('quiz.record.noMissed')}</p>
      ) : (
        <ul className="space-y-3">
          {record.missed.map((question) => (
            <li key={question.id} className="space-y-1 rounded-lg border p-3 text-sm">
              <p className="font-medium leading-snug">{question.prompt}</p>
              <p className="text-muted-foreground">
                {question.review.dueDay <= record.today
                  ? t('quiz.record.missedToday', {
                      step: t(`path.tab.${question.step}`),
                      when: formatWhen(question.lastMissedAt, language),
                    })
                  : t('quiz.record.missedOn', {
                      step: t(`path.tab.${question.step}`),
                      when: formatWhen(question.lastMissedAt, language),
                      day: formatDay(question.review.dueDay, language),
                    })}
              </p>
              <p className="flex items-start gap-2">
                <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <Trans
                    id="quiz.graded.lesson"
                    values={{ title: question.lesson.title }}
                    components={{
                      0: (
                        <Link
                          href={question.lesson.href}
                          className="font-medium text-primary underline underline-offset-2"
                        />
                      ),
                    }}
                  />
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Schedule({ record }: { record: LearnerRecord }) {
  const t = useT();
  const language = useLanguage();
  const days = new Map<string, LearnerRecord['schedule']>();
  for (const item of record.schedule) {
    const day = item.dueDay <= record.today ? record.today : item.dueDay;
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return (
    <section aria-labelledby="record-schedule" className="space-y-3">
      <h2 id="record-schedule" className="text-xl font-semibold">
        {t('quiz.record.schedule')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('quiz.record.scheduleIntro', {
          boxes: REVIEW_INTERVALS.length,
          first: REVIEW_INTERVALS[0] ?? 1,
          rest: new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(
            REVIEW_INTERVALS.slice(1).map(String),
          ),
        })}
      </p>
      {days.size === 0 ? (
        <p className="text-sm">{t('quiz.record.nothing')}</p>
      ) : (
        <ul className="space-y-3">
          {[...days].map(([day, items]) => (
            <li key={day} className="rounded-lg border p-3 text-sm">
              <p className="font-semibold">
                {day === record.today
                  ? t('quiz.record.today', { count: items.length })
                  : t('quiz.record.day', { day: formatDay(day, language), count: items.length })}
              </p>
              <ul className="mt-1 space-y-1">
                {items.map((item) => (
                  <li key={`${item.kind}:${item.id}`} className="flex gap-2">
                    <span className="shrink-0 text-muted-foreground">
                      {t(item.kind === 'term' ? 'quiz.record.term' : 'quiz.record.question', { box: item.box })}
                    </span>
                    <span>{item.label}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /record: the learner's own record (issue 44 point 5). */
export function RecordPage() {
  const t = useT();
  const record = useRecord();
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
          <BrandLink href={paths.home()} />
          <Link href={paths.home()} className="flex items-center gap-1 text-sm font-medium text-primary">
            <ArrowLeft className="size-4" aria-hidden="true" /> {t('quiz.exam.back')}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
        <h1 className="font-display text-3xl font-bold">{t('quiz.record.title')}</h1>
        {record.data ? (
          <>
            <Attempts record={record.data} />
            <Missed record={record.data} />
            <Schedule record={record.data} />
          </>
        ) : record.isError ? (
          <Alert variant="destructive">{t('quiz.record.loadError')}</Alert>
        ) : (
          <Spinner className="py-10" />
        )}
      </main>
    </div>
  );
}
