import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { AdminSession } from '@shared/schemas/beta';
import { adminLoginSchema, betaMessages, type AdminLoginInput } from '@shared/schemas/beta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { useAdminLogin } from '../api/admin-login';

/** What to say when the password check failed: 'Invalid admin password' for a wrong one, else the server's reason. */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return betaMessages.adminPassword;
    if (error.serverMessage && error.status !== 500) return error.serverMessage;
  }
  return betaMessages.adminFetchFailed;
}

const adminLoginResolver = zodResolver(adminLoginSchema);

/** The password gate of /admin. The password is sent to the server once and never kept. */
export function AdminLoginForm({
  notice,
  onUnlocked,
}: {
  notice: string | null;
  onUnlocked(session: AdminSession): void;
}) {
  const login = useAdminLogin();
  const form = useForm<AdminLoginInput>({ resolver: adminLoginResolver, defaultValues: { password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const session = await login.mutateAsync(password);
      form.reset();
      onUnlocked(session);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockKeyhole className="size-5 text-primary" aria-hidden="true" /> Admin dashboard
        </CardTitle>
        <CardDescription>Enter the admin password to read the beta feedback and analytics.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label="Admin sign in">
          {notice && !login.isError ? <Alert variant="info">{notice}</Alert> : null}
          {login.isError ? <Alert variant="destructive">{loginFailure(login.error)}</Alert> : null}
          <FormField label="Admin password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Checking...' : 'Unlock'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
