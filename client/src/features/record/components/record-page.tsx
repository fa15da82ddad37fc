import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { REVIEW_INTERVALS } from '@shared/domain/review-schedule';
import { stepTitles } from '@shared/domain/learning-progress';
import type { LearnerRecord } from '@shared/schemas/record';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRecord } from '../api/record';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

function Attempts({ record }: { record: LearnerRecord }) {
  return (
    <section aria-labelledby="record-attempts" className="space-y-3">
      <h2 id="record-attempts" className="text-xl font-semibold">
        Quizzes and exams
      </h2>
      {record.attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No quiz answered yet: each step&rsquo;s quiz ends its tab.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your answered quizzes and exams, newest first</caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Quiz
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Score
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {record.attempts.map((attempt) => (
                <tr key={attempt.id} className="border-t">
                  <td className="px-3 py-2">
                    <time dateTime={attempt.answeredAt}>{when.format(new Date(attempt.answeredAt))}</time>
                  </td>
                  <td className="px-3 py-2">{attempt.title}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {attempt.score} of {attempt.total}
                  </td>
                  <td className="px-3 py-2">{attempt.passed ? 'Passed' : 'Not passed'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {record.attemptCount > record.attempts.length ? (
        <p className="text-sm text-muted-foreground">
          The newest {record.attempts.length} of {record.attemptCount}.
        </p>
      ) : null}
    </section>
  );
}

function Missed({ record }: { record: LearnerRecord }) {
  return (
    <section aria-labelledby="record-missed" className="space-y-3">
      <h2 id="record-missed" className="text-xl font-semibold">
        Questions you missed
      </h2>
      {record.missed.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None: a question you miss shows here with the lesson that teaches it.
        </p>
      ) : (
        <ul className="space-y-3">
          {record.missed.map((question) => (
            <li key={question.id} className="space-y-1 rounded-lg border p-3 text-sm">
              <p className="font-medium leading-snug">{question.prompt}</p>
              <p className="text-muted-foreground">
                {stepTitles[question.step]} · last missed {when.format(new Date(question.lastMissedAt))} · comes back in
                review {question.review.dueDay <= record.today ? 'today' : `on ${formatDay(question.review.dueDay)}`}
              </p>
              <p className="flex items-start gap-2">
                <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  Where Arkad teaches this:{' '}
                  <Link href={question.lesson.href} className="font-medium text-primary underline underline-offset-2">
                    {question.lesson.title}
                  </Link>
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
  const days = new Map<string, LearnerRecord['schedule']>();
  for (const item of record.schedule) {
    const day = item.dueDay <= record.today ? record.today : item.dueDay;
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return (
    <section aria-labelledby="record-schedule" className="space-y-3">
      <h2 id="record-schedule" className="text-xl font-semibold">
        Your review schedule
      </h2>
      <p className="text-sm text-muted-foreground">
        Missed questions and opened glossary terms come back in the Review card on the days below. Each sits in one of{' '}
        {REVIEW_INTERVALS.length} boxes: box 1 comes back after {REVIEW_INTERVALS[0]} day, then boxes 2 to{' '}
        {REVIEW_INTERVALS.length} after {REVIEW_INTERVALS.slice(1).join(', ')} days. A right answer moves an item up a
        box, a wrong one back to box 1.
      </p>
      {days.size === 0 ? (
        <p className="text-sm">Nothing in review yet.</p>
      ) : (
        <ul className="space-y-3">
          {[...days].map(([day, items]) => (
            <li key={day} className="rounded-lg border p-3 text-sm">
              <p className="font-semibold">
                {day === record.today ? 'Today' : formatDay(day)}: {items.length} to review
              </p>
              <ul className="mt-1 space-y-1">
                {items.map((item) => (
                  <li key={`${item.kind}:${item.id}`} className="flex gap-2">
                    <span className="shrink-0 text-muted-foreground">
                      {item.kind === 'term' ? 'Term' : 'Question'}, box {item.box}:
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
  const record = useRecord();
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
          <BrandLink href={paths.home()} />
          <Link href={paths.home()} className="flex items-center gap-1 text-sm font-medium text-primary">
            <ArrowLeft className="size-4" aria-hidden="true" /> Learning path
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-8 px-4 py-8">
        <h1 className="font-display text-3xl font-bold">Your record</h1>
        {record.data ? (
          <>
            <Attempts record={record.data} />
            <Missed record={record.data} />
            <Schedule record={record.data} />
          </>
        ) : record.isError ? (
          <Alert variant="destructive">Your record could not be loaded. Please try again.</Alert>
        ) : (
          <Spinner className="py-10" />
        )}
      </main>
    </div>
  );
}
