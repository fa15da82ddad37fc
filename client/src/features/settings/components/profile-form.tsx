import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages, type profileSchema } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/i18n/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { errorText } from '../lib/error-text';

/** The email as the server stores it, to tell whether the learner is changing it. */
const normalisedEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

const profileResolver = lazyZodResolver(() => import('@shared/schemas/auth').then((m) => m.profileSchema));

export function ProfileForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const t = useT();
  const form = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver: profileResolver,
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
      currentPassword: '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // A new email needs the current password: the field appears only then.
  const emailChanges = normalisedEmail(form.watch('email')) !== normalisedEmail(user.email);

  const onSubmit = form.handleSubmit(async ({ currentPassword, ...profile }) => {
    if (emailChanges && !currentPassword) {
      form.setError('currentPassword', { message: authMessages.currentPasswordForEmail });
      return;
    }
    try {
      const { user: saved } = await update.mutateAsync(emailChanges ? { ...profile, currentPassword } : profile);
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        username: saved.username,
        email: saved.email,
        currentPassword: '',
      });
      toast({ title: t('settings.profile.saved') });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'username', 'email', 'currentPassword']);
      toast({
        variant: 'destructive',
        title: t('settings.profile.failed'),
        description: errorText(error, t('settings.tryAgain')),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.profile.title')}</CardTitle>
        <CardDescription>{t('settings.profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={profileResolver.preload}
          noValidate
          className="space-y-4"
          aria-label={t('settings.profile.title')}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.profile.firstName')} error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label={t('settings.profile.lastName')} error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label={t('settings.profile.username')} error={errors.username?.message}>
            <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
          </FormField>
          <FormField label={t('settings.profile.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          {emailChanges && (
            <FormField
              label={t('settings.profile.currentPassword')}
              error={errors.currentPassword?.message}
              hint={t('settings.profile.currentPasswordHint')}
            >
              <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
            </FormField>
          )}
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t('settings.saving') : t('settings.profile.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
