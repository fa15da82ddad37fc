import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { registerFormSchema } from '@shared/schemas/auth';
import { experienceLevelLabels, investmentGoalLabels } from '@shared/content/learner-labels';
import { experienceLevels, investmentGoals } from '@shared/schemas/user-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { applyServerFieldErrors, useServerErrorBanner } from '@/lib/form-errors';
import { NotSignedInAfterRegistration, useRegister } from '../api/register';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_RULE_HINT } from '@shared/domain/password-hint';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

// The password rule (zxcvbn-ts) comes with the schema, loaded as the form is first used.
const registerResolver = lazyZodResolver(() =>
  import('@shared/schemas/strong-password').then((m) => m.strongRegisterFormSchema),
);

export function RegisterForm({ onSuccess, onLogin }: { onSuccess(): void; onLogin(): void }) {
  const registerMutation = useRegister();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: registerResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      experienceLevel: 'beginner',
      investmentGoal: undefined,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const serverError = useServerErrorBanner(form.watch, REGISTRATION_FAILED);
  // Registered, but the email and password did not sign in (the email had an account): not an error.
  const [notSignedIn, setNotSignedIn] = useState<string | null>(null);
  // The notice shows above the form, which a phone has scrolled past to reach Create Account: it
  // takes focus, which brings it into view.
  const notSignedInRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notSignedIn) notSignedInRef.current?.focus();
  }, [notSignedIn]);

  const submitValid = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    serverError.clear();
    try {
      await registerMutation.mutateAsync(values);
      onSuccess();
    } catch (error) {
      if (error instanceof NotSignedInAfterRegistration) {
        setNotSignedIn(error.message);
        return;
      }
      serverError.show(error);
      applyServerFieldErrors(error, form.setError, ['username', 'email', 'password', 'firstName', 'lastName']);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    serverError.startAttempt();
    setNotSignedIn(null);
    return submitValid(event);
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={registerResolver.preload}
      noValidate
      className="space-y-4"
      aria-label="Create account"
    >
      {serverError.message ? <Alert variant="destructive">{serverError.message}</Alert> : null}
      {notSignedIn ? (
        <Alert ref={notSignedInRef} tabIndex={-1} variant="info">
          {notSignedIn}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username?.message} hint="3-20 letters, numbers or underscores">
        <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={PASSWORD_RULE_HINT}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <FormField label="Experience level" error={errors.experienceLevel?.message}>
        <NativeSelect {...form.register('experienceLevel')}>
          {experienceLevels.map((level) => (
            <option key={level} value={level}>
              {experienceLevelLabels[level]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Investment goal (optional)" error={errors.investmentGoal?.message}>
        <NativeSelect {...form.register('investmentGoal', { setValueAs: (v: string) => (v === '' ? undefined : v) })}>
          <option value="">Choose a goal</option>
          {investmentGoals.map((goal) => (
            <option key={goal} value={goal}>
              {investmentGoalLabels[goal]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={onLogin}>
          Sign in
        </Button>
      </p>
    </form>
  );
}
