import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { profileSchema } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, username: saved.username, email: saved.email });
      toast({ title: 'Profile updated successfully' });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'username', 'email']);
      toast({ variant: 'destructive', title: 'Failed to update profile', description: errorMessage(error, 'Please try again.') });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name, username and email.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Profile">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label="Username" error={errors.username?.message}>
            <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving...' : 'Save Profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
