import { useForm } from 'react-hook-form';
import type { NotificationSettingsInput, notificationSettingsSchema } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { priceAlertThresholds } from '@shared/schemas/user-options';
import type { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/i18n/i18n';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdatePreferences } from '../api/update-preferences';
import { PushSetting } from './push-setting';
import { Alert } from '@/components/ui/alert';
import { usePushConfig } from '../api/push';
import { errorText } from '../lib/error-text';

type SwitchKey = 'emailNotifications' | 'priceAlerts' | 'weeklyDigest';
type FieldKey = SwitchKey | 'priceAlertThreshold';

/**
 * What each switch sends, when, and how to stop it (docs/accounts.md, 'Notifications', says the
 * same): `settings.notifications.<key>.label` and `.description` in the catalogue. The Push switch,
 * which needs the browser's permission, is its own component.
 */
const switches: readonly SwitchKey[] = ['emailNotifications', 'priceAlerts', 'weeklyDigest'];

type Output = z.output<typeof notificationSettingsSchema>;

const notificationsResolver = lazyZodResolver(() =>
  import('@shared/schemas/auth').then((m) => m.notificationSettingsSchema),
);

function valuesOf(user: PublicUser): NotificationSettingsInput {
  const { emailNotifications, pushNotifications, priceAlerts, weeklyDigest, priceAlertThreshold } = user.preferences;
  return { emailNotifications, pushNotifications, priceAlerts, weeklyDigest, priceAlertThreshold };
}

/** Each switch and the threshold are saved as soon as they change, alone, so they stick. */
export function NotificationSettings({ user }: { user: PublicUser }) {
  const update = useUpdatePreferences();
  const t = useT();
  // Percentages by Intl in the page's language ('5%', '5 %').
  const thresholdOptions = priceAlertThresholds.map((value) => ({
    value: String(value),
    label: t('settings.notifications.thresholdOption', { value: value / 100 }),
    description: t('settings.notifications.thresholdDescription', { value: value / 100 }),
  }));
  const form = useForm<NotificationSettingsInput, unknown, Output>({
    resolver: notificationsResolver,
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  const busy = update.isPending;
  // The values through watch and setValue, not <Controller>: Controller alone adds about 1.2 KB
  // (brotli) to the react-hook-form every first load with a form shares (/auth's budget).
  const values = form.watch();
  // What this server can send: without a mail server its email switches are kept but send nothing.
  const sendsEmail = usePushConfig().data?.email !== false;

  const save = (key: FieldKey) =>
    form.handleSubmit(async (values) => {
      try {
        const { user: saved } = await update.mutateAsync({ [key]: values[key] });
        form.reset(valuesOf(saved));
        toast({ title: t('settings.preferences.saved') });
      } catch (error) {
        form.reset(valuesOf(user));
        applyServerFieldErrors(error, form.setError, ['priceAlertThreshold']);
        toast({
          variant: 'destructive',
          title: t('settings.preferences.failed'),
          description: errorText(error, t('settings.tryAgain')),
        });
      }
    })();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.notifications.title')}</CardTitle>
        <CardDescription>{t('settings.notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sendsEmail ? null : (
          <Alert className="mb-4" data-testid="no-email-note">
            {t('settings.notifications.noEmail')}
          </Alert>
        )}
        {/* Not a <form>: each control saves itself, and Radix's switch in a form adds a hidden input. */}
        <div onFocus={notificationsResolver.preload} className="divide-y">
          {switches.map((key) => [
            key === 'priceAlerts' ? <PushSetting key="push" user={user} disabled={busy} /> : null,
            <div key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0">
              <div className="space-y-0.5">
                <Label htmlFor={`switch-${key}`}>{t(`settings.notifications.${key}.label`)}</Label>
                <p id={`switch-${key}-description`} className="text-sm text-muted-foreground">
                  {t(`settings.notifications.${key}.description`)}
                </p>
              </div>
              <Switch
                id={`switch-${key}`}
                aria-describedby={`switch-${key}-description`}
                checked={values[key]}
                disabled={busy}
                onCheckedChange={(checked) => {
                  form.setValue(key, checked, { shouldDirty: true });
                  void save(key);
                }}
              />
            </div>,
          ])}
          <div className="py-4">
            <ChoiceGroup
              name="priceAlertThreshold"
              legend={t('settings.notifications.threshold')}
              legendClassName="text-sm font-medium"
              options={thresholdOptions}
              value={String(values.priceAlertThreshold)}
              disabled={busy}
              aria-describedby={errors.priceAlertThreshold ? 'price-alert-threshold-error' : undefined}
              onValueChange={(value) => {
                const threshold = priceAlertThresholds.find((choice) => String(choice) === value);
                if (threshold === undefined) return;
                form.setValue('priceAlertThreshold', threshold, { shouldDirty: true });
                void save('priceAlertThreshold');
              }}
            />
            {errors.priceAlertThreshold ? (
              <p id="price-alert-threshold-error" role="alert" className="mt-2 text-sm text-destructive">
                {errors.priceAlertThreshold.message}
              </p>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
