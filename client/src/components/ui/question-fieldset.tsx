import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceGroup } from './choice-group';

type QuestionFieldsetProps<Values extends FieldValues, Output> = Omit<
  ComponentProps<typeof ChoiceGroup>,
  'name' | 'value' | 'onValueChange' | 'error' | 'inputRef' | 'onBlur'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** The radios' name when it is not the field's (a name kept from before the form). */
  inputName?: string;
};

/**
 * A question's answer in a form's schema: null until an option is chosen. Unanswered, the
 * question gets `message` as its error; an answer is never made up.
 */
export function requiredChoice<Schema extends z.ZodType<string>>(schema: Schema, message: string) {
  return schema.nullable().transform((value, context) => {
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/**
 * A question of a react-hook-form form as a group of radio buttons: the answer is the field's
 * value, and the field's error (the form's zod schema says it) is shown on the question.
 * The quiz, the final exam, the review card, the security assessment and the wizard ask with it.
 */
export function QuestionFieldset<Values extends FieldValues, Output = Values>({
  control,
  name,
  inputName,
  ...props
}: QuestionFieldsetProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChoiceGroup
      {...props}
      name={inputName ?? field.name}
      value={typeof field.value === 'string' ? field.value : undefined}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      disabled={props.disabled ?? field.disabled}
    />
  );
}
