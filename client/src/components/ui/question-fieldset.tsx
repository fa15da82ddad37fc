import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChoiceGroup } from './choice-group';

type QuestionFieldsetProps<Values extends FieldValues, Output> = Omit<
  ComponentProps<typeof ChoiceGroup>,
  'name' | 'value' | 'onValueChange' | 'error' | 'inputRef' | 'onBlur'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
};

/**
 * A question of a react-hook-form form as a group of radio buttons: the answer is the field's
 * value, and the field's error (the form's zod schema says it) is shown on the question.
 * The quiz, the final exam, the review card, the security assessment and the wizard ask with it.
 */
export function QuestionFieldset<Values extends FieldValues, Output = Values>({
  control,
  name,
  ...props
}: QuestionFieldsetProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChoiceGroup
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : undefined}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      disabled={props.disabled ?? field.disabled}
    />
  );
}
