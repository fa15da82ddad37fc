import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useMemo, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { wizardAnswersSchema, type WizardQuestion } from '@shared/schemas/wizard';
import { Button } from '@/components/ui/button';
import { QuestionFieldset, requiredChoice } from '@/components/ui/question-fieldset';
import { useT } from '@/i18n/i18n';

/**
 * One question's form: its answer, null until chosen; Next takes only an answer the question offers.
 * `required` is the message, in the page's language, for a question left unanswered.
 */
const questionFormSchema = (question: WizardQuestion, required: string) =>
  z.strictObject({ answer: requiredChoice(wizardAnswersSchema.shape[question.id], required) });
type QuestionForm = z.input<ReturnType<typeof questionFormSchema>>;

const hintId = 'wizard-next-hint';

/**
 * The wizard's current question on react-hook-form: each choice goes to `onAnswer` at once (the
 * flow keeps the answers), Next is disabled until the question is answered, with the schema's
 * message as its hint, and a submit without an answer shows that message on the question.
 */
export function WizardQuestionForm({
  question,
  note = null,
  answer,
  last,
  canGoPrevious,
  headingRef,
  onAnswer,
  onNext,
  onPrevious,
}: {
  question: WizardQuestion;
  /** A line under the options (the starting amounts' conversion), or null. */
  note?: string | null;
  answer: QuestionForm['answer'] | undefined;
  last: boolean;
  canGoPrevious: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (value: string) => void;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const t = useT();
  const required = t('wizard.answerRequired');
  const schema = useMemo(() => questionFormSchema(question, required), [question, required]);
  const form = useForm<QuestionForm, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { answer: answer ?? null },
  });
  useEffect(() => {
    const { unsubscribe } = form.watch(({ answer: chosen }) => {
      if (chosen) onAnswer(chosen);
    });
    return unsubscribe;
  }, [form, onAnswer]);
  const chosen = useWatch({ control: form.control, name: 'answer' });
  const check = schema.shape.answer.safeParse(chosen);
  const hint = check.success ? null : required;

  return (
    <form onSubmit={(event) => void form.handleSubmit(onNext)(event)} className="space-y-5">
      <QuestionFieldset
        control={form.control}
        name="answer"
        inputName={`wizard-${question.id}`}
        legend={
          <h3
            ref={headingRef}
            tabIndex={-1}
            aria-describedby="wizard-counter"
            className="scroll-mt-24 text-lg font-semibold outline-none sm:text-xl"
          >
            {question.title}
          </h3>
        }
        legendClassName="mb-4"
        options={question.options}
      />
      {note ? (
        <p className="text-sm text-muted-foreground" data-testid="wizard-question-note">
          {note}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <Button variant="outline" disabled={!canGoPrevious} onClick={onPrevious}>
          <ArrowLeft aria-hidden="true" /> {t('wizard.previous')}
        </Button>
        <Button type="submit" disabled={hint !== null} aria-describedby={hint === null ? undefined : hintId}>
          {last ? (
            <>
              <Sparkles aria-hidden="true" /> {t('wizard.getResults')}
            </>
          ) : (
            <>
              {t('wizard.next')} <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
      {hint === null ? null : (
        <p id={hintId} className="text-right text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </form>
  );
}
