import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { WIZARD_QUESTION_COUNT, wizardAmountsNote, wizardQuestionsIn } from '@shared/content/wizard-questions';
import { BASE_CURRENCY, toCurrencyCode } from '@shared/domain/fx-currencies';
import { strategies } from '@shared/content/strategies';
import { recommendStrategies } from '@shared/domain/wizard';
import type { WizardAnswers } from '@shared/schemas/wizard';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useProgress, useRecordProgress } from '@/entities/progress/api/progress';
import { LastResultNote } from '@/entities/progress/components/last-result-note';
import { useAuth } from '@/lib/auth';
import { focusAndReveal } from '@/lib/focus';
import { useT } from '@/i18n/i18n';
import { readVisit, visitKeys, writeVisit } from '@/lib/visit-storage';
import {
  canGoNext,
  canGoPrevious,
  currentQuestion,
  isLastQuestion,
  progressPercent,
  startWizard,
  storedWizardSchema,
  wizardDefaults,
  wizardReducer,
  type WizardAction,
} from '../lib/wizard-flow';
import { useWizardText } from '../lib/wizard-text';

export { preloadWizardText } from '../lib/wizard-text';
import { WizardQuestionForm } from './wizard-question-form';
import { WIZARD_COMMON_TERMS, WizardResults } from './wizard-results';

/** Step 4: five questions, one at a time, then the three best-matching strategies. */
export function WizardPanel() {
  const { user } = useAuth();
  const t = useT();
  const text = useWizardText();
  const defaults = wizardDefaults(user?.preferences);
  // The visit's answers and results come back after a tab switch or a reload.
  const [state, dispatch] = useReducer(
    wizardReducer,
    defaults,
    (start) => readVisit(user?.id, visitKeys.wizard, storedWizardSchema) ?? startWizard(start),
  );
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Set by the user's own navigation, so the first render never steals focus.
  const pendingFocus = useRef(false);
  // Set by Get Results: the result is saved in the account (decision 044), once per result.
  const resultAsked = useRef(false);
  const recordProgress = useRecordProgress();
  const progress = useProgress();
  // The result saved before this one, kept when Get Results is pressed (shown beside the new one).
  const [previous, setPrevious] = useState<WizardAnswers | null>(null);
  const [previousAt, setPreviousAt] = useState<string | null>(null);

  const navigate = (action: WizardAction) => {
    pendingFocus.current = true;
    dispatch(action);
  };
  const question = currentQuestion(state);
  // The starting amounts in the learner's currency, converted and said so (issue 46); scored by id.
  const currency = toCurrencyCode(user?.preferences.defaultCurrency ?? BASE_CURRENCY) ?? BASE_CURRENCY;
  const shown = wizardQuestionsIn(currency, text).find((candidate) => candidate.id === question.id) ?? question;
  const answer = useCallback(
    (value: string) => dispatch({ type: 'answer', question: question.id, value }),
    [question.id],
  );

  const owner = user?.id;
  useEffect(() => writeVisit(owner, visitKeys.wizard, state), [owner, state]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    focusAndReveal(state.results ? resultsHeading.current : questionHeading.current);
  }, [state.index, state.results]);

  useEffect(() => {
    if (!state.results || !resultAsked.current) return;
    resultAsked.current = false;
    recordProgress({ kind: 'wizard_result', answers: state.results });
  }, [state.results, recordProgress]);

  if (state.results) {
    const top = previous ? recommendStrategies(strategies, previous, 1)[0] : undefined;
    return (
      <div className="space-y-4">
        {top && previousAt ? (
          <LastResultNote
            savedAt={previousAt}
            summary={t('wizard.lastResultSummary', { strategy: top.strategy.name, percent: top.matchPercent })}
          />
        ) : null}
        <WizardResults
          answers={state.results}
          currency={currency}
          text={text}
          headingRef={resultsHeading}
          onRestart={() => navigate({ type: 'reset', defaults })}
        />
      </div>
    );
  }

  const number = state.index + 1;
  const counter = t('wizard.counter', { number, count: WIZARD_QUESTION_COUNT });
  const last = isLastQuestion(state);
  const next = () => {
    if (last && canGoNext(state)) {
      resultAsked.current = true;
      setPrevious(progress?.lastWizardResult?.answers ?? null);
      setPreviousAt(progress?.lastWizardResult?.savedAt ?? null);
    }
    navigate({ type: 'next' });
  };

  return (
    <div className="space-y-4">
      <GlossaryText
        as="p"
        className="max-w-3xl text-muted-foreground"
        text={t('wizard.intro')}
        excludeTermIds={WIZARD_COMMON_TERMS}
      />
      <Card className="max-w-3xl" data-testid="wizard-question">
        <CardContent className="space-y-5 pt-5 sm:pt-6">
          <div className="space-y-2">
            <p id="wizard-counter" className="text-sm font-medium text-muted-foreground">
              {counter}
            </p>
            <Progress value={progressPercent(state)} aria-label={t('wizard.progress')} getValueLabel={() => counter} />
          </div>
          <WizardQuestionForm
            key={question.id}
            question={shown}
            note={question.id === 'investment' ? wizardAmountsNote(currency, text) : null}
            answer={state.answers[question.id]}
            last={last}
            canGoPrevious={canGoPrevious(state)}
            headingRef={questionHeading}
            onAnswer={answer}
            onNext={next}
            onPrevious={() => navigate({ type: 'previous' })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
