import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import type { AccountExport, deleteAccountSchema } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { pluralize, pluralNoun } from '@shared/domain/plural';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useClassroomData } from '@/entities/classroom/api/classroom';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccountData } from '../api/export-account-data';

const deleteResolver = lazyZodResolver(() => import('@shared/schemas/account').then((m) => m.deleteAccountSchema));

/** Saves the export as a JSON file named by its date (arkad-data-2026-11-27.json). */
function saveAsFile(data: AccountExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `arkad-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function DownloadData() {
  const exportData = useExportAccountData();
  const download = async () => {
    try {
      saveAsFile(await exportData.mutateAsync());
      toast({ title: 'Your data is downloaded', description: 'The file holds everything Arkad stores about you.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          A JSON file of everything Arkad stores about you: your account, preferences, treasury, usage, quiz and
          progress records, feedback, billing history and sessions. Your password hash and other secrets are left out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" onClick={() => void download()} disabled={exportData.isPending}>
          {exportData.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** What deleting the account does to classes: said before it is done (decision 060). */
function ClassesNotice() {
  const classroom = useClassroomData();
  const teaching = classroom?.teaching.length ?? 0;
  const joined = classroom?.memberships.length ?? 0;
  if (teaching === 0 && joined === 0) return null;
  return (
    <p className="text-sm font-medium" data-testid="delete-classes-notice">
      {teaching > 0
        ? `${pluralize(teaching, 'class you teach is', 'classes you teach are')} deleted too, with every membership: you see nothing more of ${pluralNoun(teaching, 'its', 'their')} learners. `
        : ''}
      {joined > 0 ? `You leave the ${pluralize(joined, 'class', 'classes')} you joined.` : ''}
    </p>
  );
}

function DeleteAccount() {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const form = useForm<z.input<typeof deleteAccountSchema>, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: deleteResolver,
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      navigate(paths.landing);
      toast({ title: 'Your account is deleted', description: 'You are signed out everywhere.' });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password']);
      toast({
        variant: 'destructive',
        title: 'Your account was not deleted',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          This cannot be undone. A paid plan stops renewing and ends with the period already paid. Your account,
          preferences, treasury, progress, quizzes, usage and sessions are deleted; what we keep, with nothing naming
          you, is listed in the{' '}
          <Link className="text-primary underline" href={`${paths.privacy}#deleting-your-account`}>
            privacy policy
          </Link>
          . You are signed out on every device, and the email address can be used for a new account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={deleteResolver.preload}
          noValidate
          className="space-y-4"
          aria-label="Delete my account"
        >
          <ClassesNotice />
          <FormField label="Your password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" variant="destructive" disabled={isSubmitting}>
            {isSubmitting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Settings › Your data: Download my data and Delete my account (decision 051). */
export function AccountData() {
  return (
    <div className="space-y-6">
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
