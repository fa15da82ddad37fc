import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import type { AccountExport, deleteAccountSchema } from '@shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useClassroomData } from '@/entities/classroom/api/classroom';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccountData } from '../api/export-account-data';
import { errorText } from '../lib/error-text';

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
  const t = useT();
  const download = async () => {
    try {
      saveAsFile(await exportData.mutateAsync());
      toast({ title: t('settings.data.downloaded'), description: t('settings.data.downloadedDescription') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('settings.data.downloadFailed'),
        description: errorText(error, t('settings.tryAgain')),
      });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.data.download')}</CardTitle>
        <CardDescription>{t('settings.data.downloadDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" onClick={() => void download()} disabled={exportData.isPending}>
          {exportData.isPending ? t('settings.data.preparing') : t('settings.data.download')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** What deleting the account does to classes: said before it is done (decision 060). */
function ClassesNotice() {
  const classroom = useClassroomData();
  const t = useT();
  const teaching = classroom?.teaching.length ?? 0;
  const joined = classroom?.memberships.length ?? 0;
  if (teaching === 0 && joined === 0) return null;
  return (
    <p className="text-sm font-medium" data-testid="delete-classes-notice">
      {teaching > 0 ? t('settings.data.classesTeaching', { count: teaching }) : null}
      {teaching > 0 && joined > 0 ? ' ' : null}
      {joined > 0 ? t('settings.data.classesJoined', { count: joined }) : null}
    </p>
  );
}

function DeleteAccount() {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const t = useT();
  const form = useForm<z.input<typeof deleteAccountSchema>, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: deleteResolver,
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      navigate(paths.landing);
      toast({ title: t('settings.data.deleted'), description: t('settings.data.deletedDescription') });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password']);
      toast({
        variant: 'destructive',
        title: t('settings.data.notDeleted'),
        description: errorText(error, t('settings.tryAgain')),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.data.delete')}</CardTitle>
        <CardDescription>
          <Trans
            id="settings.data.deleteDescription"
            components={{
              0: <Link className="text-primary underline" href={`${paths.privacy}#deleting-your-account`} />,
            }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={deleteResolver.preload}
          noValidate
          className="space-y-4"
          aria-label={t('settings.data.delete')}
        >
          <ClassesNotice />
          <FormField label={t('settings.data.password')} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" variant="destructive" disabled={isSubmitting}>
            {isSubmitting ? t('settings.data.deleting') : t('settings.data.delete')}
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
