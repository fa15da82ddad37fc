import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { changePasswordSchema } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/i18n/i18n';
import { lazyZodResolver, type LazyZodResolver } from '@/lib/lazy-zod-resolver';
import { loadStrongPassword } from '@/lib/strong-password';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';
import { errorText } from '../lib/error-text';

type Input = z.input<typeof changePasswordSchema>;
type Output = z.output<typeof changePasswordSchema>;

/**
 * The change-password schema with the password rule for this learner, loaded as the form is first
 * used (with the messages that name its hints in the page's language).
 */
function changePasswordResolverFor(
  owner: Pick<PublicUser, 'email' | 'username' | 'firstName' | 'lastName'>,
): LazyZodResolver<Input, Output> {
  return lazyZodResolver<Input, Output>(() => loadStrongPassword().then((m) => m.strongChangePasswordSchema(owner)));
}

export function SecurityForm({ user }: { user: PublicUser }) {
  const { email, username, firstName, lastName } = user;
  // Built again only when the words the rule looks for change.
  const changePasswordResolver = useMemo(
    () => changePasswordResolverFor({ email, username, firstName, lastName }),
    [email, username, firstName, lastName],
  );
  const change = useChangePassword();
  const t = useT();
  const form = useForm<Input, unknown, Output>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast({ title: t('settings.security.changed'), description: t('settings.security.changedDescription') });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword', 'confirmPassword']);
      toast({
        variant: 'destructive',
        title: t('settings.security.failed'),
        description: errorText(error, t('settings.tryAgain')),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.security.title')}</CardTitle>
        <CardDescription>{t('settings.security.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={changePasswordResolver.preload}
          noValidate
          className="space-y-4"
          aria-label={t('settings.security.form')}
        >
          <FormField label={t('settings.security.currentPassword')} error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label={t('settings.security.newPassword')}
            error={errors.newPassword?.message}
            hint={t('auth.passwordHint')}
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label={t('settings.security.confirmPassword')} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('settings.security.submitting') : t('settings.security.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
