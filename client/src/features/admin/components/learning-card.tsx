import { Flag } from 'lucide-react';
import { stepTitles } from '@shared/domain/learning-progress';
import { formatPercent } from '@shared/domain/format';
import { pluralize } from '@shared/domain/plural';
import type { CompletionFunnelAnswer, QuizPassRates } from '@shared/schemas/learning-stats';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCompletionFunnel, useQuizPassRates } from '../api/get-learning-stats';

const share = (part: number, whole: number) =>
  whole === 0 ? '–' : formatPercent((part / whole) * 100, { decimals: 0 });

function FunnelTable({ funnel }: { funnel: CompletionFunnelAnswer }) {
  const rows = [
    ...funnel.steps.map(({ step, completed }, index) => ({
      key: step,
      label: `${index + 1}. ${stepTitles[step]}`,
      completed,
    })),
    { key: 'all', label: 'All 8 steps', completed: funnel.completedAll },
  ];
  return (
    <table className="w-full text-sm" data-testid="completion-funnel">
      <caption className="sr-only">Learners who completed each step</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            Step
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            Learners
          </th>
          <th scope="col" className="w-2/5 py-2 font-medium">
            <span className="sr-only">Share of all learners</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              {row.label}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{row.completed}</td>
            <td className="py-2">
              <div className="flex items-center gap-2">
                <div className="h-2 flex-1 rounded bg-muted" aria-hidden="true">
                  <div
                    className="h-2 rounded bg-primary"
                    style={{ width: funnel.learners === 0 ? 0 : `${(row.completed / funnel.learners) * 100}%` }}
                  />
                </div>
                <span className="w-10 text-right tabular-nums text-muted-foreground">
                  {share(row.completed, funnel.learners)}
                </span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Question = QuizPassRates['questions'][number];

const rate = (question: Question) =>
  question.passRate === null ? 'no answers' : `${formatPercent(question.passRate * 100, { decimals: 0 })} right`;

function QuestionLine({ question }: { question: Question }) {
  return (
    <li className="space-y-1 py-3">
      <p className="font-medium">{question.prompt}</p>
      <p className="text-sm text-muted-foreground">
        {stepTitles[question.step]} quiz · {rate(question)} · {pluralize(question.answers, 'answer')} ·{' '}
        <code>{question.id}</code>
      </p>
    </li>
  );
}

function PassRates({ rates }: { rates: QuizPassRates }) {
  const flagged = rates.questions.filter((question) => question.flagged);
  const answered = rates.questions.filter((question) => question.answers > 0);
  const byRate = [...answered].sort((a, b) => (a.passRate ?? 0) - (b.passRate ?? 0));
  return (
    <div className="space-y-4">
      <section aria-labelledby="flagged-questions">
        <h3 id="flagged-questions" className="flex items-center gap-2 font-semibold">
          <Flag className="size-4 text-destructive" aria-hidden="true" /> Flagged for review ({flagged.length})
        </h3>
        {flagged.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">No question is flagged.</p>
        ) : (
          <ul className="divide-y" aria-labelledby="flagged-questions">
            {flagged.map((question) => (
              <QuestionLine key={question.id} question={question} />
            ))}
          </ul>
        )}
      </section>
      <details>
        <summary className="cursor-pointer text-sm font-medium">
          Every answered question, lowest pass rate first ({answered.length} of {rates.questions.length})
        </summary>
        <ul className="divide-y">
          {byRate.map((question) => (
            <QuestionLine key={question.id} question={question} />
          ))}
        </ul>
      </details>
    </div>
  );
}

/**
 * The completion funnel and the quiz questions' pass rates (issue 26, point 7). A failed read is
 * said here; an ended admin session is noticed by the dashboard's other reads, which fail with it.
 */
export function LearningCard({ token }: { token: string }) {
  const funnelQuery = useCompletionFunnel(token);
  const ratesQuery = useQuizPassRates(token);
  const funnel = funnelQuery.data;
  const rates = ratesQuery.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Learning path</CardTitle>
        <CardDescription>
          {funnel ? `${pluralize(funnel.learners, 'learner')}; ` : ''}how many completed each step, by the rules of the
          learning path.
          {rates
            ? ` A quiz question is flagged for review when under ${formatPercent(rates.flagBelow * 100, { decimals: 0 })} of at least ${rates.minAnswers} answers were right.`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {funnelQuery.isError || ratesQuery.isError ? (
          <Alert variant="destructive">The learning figures could not be loaded. Refresh to try again.</Alert>
        ) : null}
        {funnel ? <FunnelTable funnel={funnel} /> : funnelQuery.isPending ? <Spinner className="py-6" /> : null}
        {rates ? <PassRates rates={rates} /> : ratesQuery.isPending ? <Spinner className="py-6" /> : null}
      </CardContent>
    </Card>
  );
}
