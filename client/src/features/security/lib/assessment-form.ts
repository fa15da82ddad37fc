import { z } from 'zod';
import { securityAnswersSchema, type SecurityDraft } from '@shared/schemas/security';
import { requiredChoice } from '@/components/ui/question-fieldset';

/** Under each question left unanswered when the recommendation is asked for. */
export const SECURITY_ANSWER_REQUIRED_MESSAGE = 'This question needs an answer.';

const { holdings, technical, access, timeframe, concerns } = securityAnswersSchema.shape;

/**
 * The assessment form: the five answers, each null until chosen; complete, the shared answers.
 * `required` is the message under a question left unanswered, in the page's language.
 */
export function securityFormSchemaWith(required: string) {
  const answer = <Schema extends z.ZodType<string>>(schema: Schema) => requiredChoice(schema, required);
  return z.strictObject({
    holdings: answer(holdings),
    technical: answer(technical),
    access: answer(access),
    timeframe: answer(timeframe),
    concerns: answer(concerns),
  });
}

/** The form in English. */
export const securityFormSchema = securityFormSchemaWith(SECURITY_ANSWER_REQUIRED_MESSAGE);
export type SecurityFormValues = z.input<typeof securityFormSchema>;

/** The form's values for answers kept so far: the others unanswered. */
export function securityFormValues(draft: SecurityDraft): SecurityFormValues {
  return {
    holdings: draft.holdings ?? null,
    technical: draft.technical ?? null,
    access: draft.access ?? null,
    timeframe: draft.timeframe ?? null,
    concerns: draft.concerns ?? null,
  };
}

const draftSchema = securityAnswersSchema.partial();

/** The answers chosen so far, as kept for the visit (only options the questions offer). */
export function securityDraft(values: Partial<SecurityFormValues>): SecurityDraft {
  const chosen = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
  const parsed = draftSchema.safeParse(chosen);
  return parsed.success ? parsed.data : {};
}
