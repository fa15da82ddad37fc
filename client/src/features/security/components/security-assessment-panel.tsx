import { CircleAlert, ShieldCheck } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { securityLevelsIn, securityQuestionsIn } from '@shared/content/security-assessment';
import { checkSecurityAnswers, recommendSecurityLevel, securityScore } from '@shared/domain/security-score';
import {
  securityAnswersSchema,
  type SecurityAnswers,
  type SecurityDraft,
  type SecurityQuestionId,
} from '@shared/schemas/security';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { QuizSection } from '@/entities/quiz/components/quiz-section';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QuestionFieldset } from '@/components/ui/question-fieldset';
import { useProgress, useRecordProgress } from '@/entities/progress/api/progress';
import { LastResultNote } from '@/entities/progress/components/last-result-note';
import { useT } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { focusAndReveal } from '@/lib/focus';
import { useRequestedSection, useRevealSection } from '@/hooks/use-section-target';
import { readVisit, visitKeys, writeVisit, type VisitOwner } from '@/lib/visit-storage';
import {
  securityDraft,
  securityFormSchemaWith,
  securityFormValues,
  type SecurityFormValues,
} from '../lib/assessment-form';
import { useSecurityText } from '../lib/security-text';
import { SecurityLevelsGrid } from './security-levels-grid';
import { SecurityResult, type SecurityRecommendation } from './security-result';
import { SECURITY_COMMON_TERMS } from './security-terms';

export { preloadSecurityText } from '../lib/security-text';

/** Options laid out side by side once there is room: three or four per row. */
const optionColumns: Record<number, string> = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

const questionHeadingId = (id: SecurityQuestionId) => `security-question-${id}`;

function recommend(answers: SecurityAnswers): SecurityRecommendation {
  return { answers, score: securityScore(answers), level: recommendSecurityLevel(answers) };
}

/**
 * The assessment as kept for the visit: the answers so far and whether the result was asked for
 * (only possible with all five). The result itself is worked out again from the answers.
 */
const storedAssessmentSchema = z
  .strictObject({ answers: securityAnswersSchema.partial(), submitted: z.boolean() })
  .refine((stored) => !stored.submitted || checkSecurityAnswers(stored.answers).ok);

function restoredAssessment(owner: VisitOwner): { answers: SecurityDraft; result: SecurityRecommendation | null } {
  const stored = readVisit(owner, visitKeys.securityAssessment, storedAssessmentSchema);
  if (!stored) return { answers: {}, result: null };
  const check = checkSecurityAnswers(stored.answers);
  return { answers: stored.answers, result: stored.submitted && check.ok ? recommend(check.answers) : null };
}

/** Step 8: five questions, then the recommended security level; the four levels compared below. */
export function SecurityAssessmentPanel() {
  const owner = useAuth().user?.id;
  const t = useT();
  const text = useSecurityText();
  const securityQuestions = securityQuestionsIn(text);
  const required = t('security.answerRequired');
  const resolver = useMemo(() => zodResolver(securityFormSchemaWith(required)), [required]);
  // A lesson link (?section=security-level-…) scrolls to the levels compared below the questions.
  const requested = useRequestedSection();
  useRevealSection(requested?.startsWith('security-level') ? requested : null);
  // The visit's answers and result come back after a tab switch or a reload.
  const [restored] = useState(() => restoredAssessment(owner));
  const form = useForm<SecurityFormValues, unknown, SecurityAnswers>({
    resolver,
    defaultValues: securityFormValues(restored.answers),
    // The alert below points to the questions left; the focus stays on the button.
    shouldFocusError: false,
  });
  const watched = useWatch({ control: form.control });
  const answers = useMemo(() => securityDraft(watched), [watched]);
  const { errors, submitCount } = form.formState;
  const [result, setResult] = useState<SecurityRecommendation | null>(restored.result);
  const recordProgress = useRecordProgress();
  const progress = useProgress();
  // The assessment saved before this one, kept when the result is asked for (shown beside it).
  const [previous, setPrevious] = useState<{ answers: SecurityAnswers; savedAt: string } | null>(null);
  const questionHeadings = useRef(new Map<SecurityQuestionId, HTMLHeadingElement>());
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes after the screen changes: set by the user's own actions only.
  const pendingFocus = useRef<'result' | 'first-question' | null>(null);

  useEffect(
    () => writeVisit(owner, visitKeys.securityAssessment, { answers, submitted: result !== null }),
    [owner, answers, result],
  );

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const first = securityQuestionsIn(text)[0];
    focusAndReveal(
      target === 'result' ? resultHeading.current : first ? (questionHeadings.current.get(first.id) ?? null) : null,
    );
  }, [result, text]);

  // The questions a refused attempt left unanswered and that still are; each refused attempt
  // renders a fresh alert (keyed by the attempt), so screen readers announce it again.
  const unanswered = securityQuestions.filter((question) => errors[question.id]);
  const showIncomplete = unanswered.length > 0;
  const answeredCount = securityQuestions.filter((question) => answers[question.id] !== undefined).length;

  const submit = form.handleSubmit((complete) => {
    pendingFocus.current = 'result';
    setResult(recommend(complete));
    setPrevious(progress?.lastAssessment ?? null);
    recordProgress({ kind: 'assessment_completed', answers: complete });
  });

  const restart = () => {
    form.reset(securityFormValues({}));
    pendingFocus.current = 'first-question';
    setResult(null);
  };

  const goToQuestion = (id: SecurityQuestionId) => focusAndReveal(questionHeadings.current.get(id) ?? null);

  return (
    <div className="space-y-8">
      {result ? (
        <>
          {previous ? (
            <LastResultNote
              savedAt={previous.savedAt}
              summary={text.levels[recommendSecurityLevel(previous.answers)].title}
            />
          ) : null}
          <SecurityResult result={result} text={text} headingRef={resultHeading} onRestart={restart} />
        </>
      ) : (
        <div className="space-y-4">
          <GlossaryText
            as="p"
            className="max-w-3xl text-muted-foreground"
            text={t('security.intro')}
            excludeTermIds={SECURITY_COMMON_TERMS}
          />
          <form
            noValidate
            aria-label={t('security.form')}
            className="space-y-4"
            onSubmit={(event) => void submit(event)}
          >
            {securityQuestions.map((question, index) => {
              const missing = errors[question.id] !== undefined;
              return (
                <div
                  key={question.id}
                  data-testid="security-question"
                  data-question={question.id}
                  className={cn(
                    'rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
                    missing && 'border-destructive ring-1 ring-destructive',
                  )}
                >
                  <QuestionFieldset
                    control={form.control}
                    name={question.id}
                    inputName={`security-${question.id}`}
                    className={cn('grid gap-3 space-y-0', optionColumns[question.options.length])}
                    legendClassName="mb-3"
                    legend={
                      <h3
                        id={questionHeadingId(question.id)}
                        ref={(element) => {
                          if (element) questionHeadings.current.set(question.id, element);
                          else questionHeadings.current.delete(question.id);
                        }}
                        tabIndex={-1}
                        className="flex scroll-mt-24 items-start gap-3 text-base font-semibold outline-none sm:text-lg"
                      >
                        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground">
                          {index + 1}
                        </span>
                        <span className="pt-0.5">{question.title}</span>
                      </h3>
                    }
                    options={question.options}
                  />
                </div>
              );
            })}

            {showIncomplete ? (
              <Alert key={submitCount} variant="destructive" data-testid="security-incomplete">
                <CircleAlert className="size-4" aria-hidden="true" />
                <AlertDescription className="space-y-2">
                  <p className="font-semibold">{t('security.incomplete')}</p>
                  <ul className="space-y-1">
                    {unanswered.map((question) => {
                      const number = securityQuestions.indexOf(question) + 1;
                      return (
                        <li key={question.id}>
                          <button
                            type="button"
                            onClick={() => goToQuestion(question.id)}
                            className="cursor-pointer text-left underline underline-offset-2 hover:no-underline"
                          >
                            {t('security.goToQuestion', { number, title: question.title })}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </AlertDescription>
              </Alert>
            ) : null}

            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">
                {t('security.answered', { answered: answeredCount, total: securityQuestions.length })}
              </p>
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                <ShieldCheck aria-hidden="true" /> {t('security.submit')}
              </Button>
            </div>
          </form>
        </div>
      )}

      <SecurityLevelsGrid recommended={result?.level ?? null} levels={securityLevelsIn(text)} text={text} />

      <QuizSection step="security" />

      <p className="text-xs text-muted-foreground" data-testid="security-disclaimer">
        {t('common.disclaimer')}
      </p>
    </div>
  );
}
