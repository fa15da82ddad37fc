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
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdatePreferences } from '../api/update-preferences';
import { PushSetting } from './push-setting';
import { Alert } from '@/components/ui/alert';
import { usePushConfig } from '../api/push';

type SwitchKey = 'emailNotifications' | 'priceAlerts' | 'weeklyDigest';
type FieldKey = SwitchKey | 'priceAlertThreshold';

/**
 * What each switch sends, when, and how to stop it (docs/accounts.md, 'Notifications', says the
 * same). The Push switch, which needs the browser's permission, is its own component.
 */
const switches: ReadonlyArray<{ key: SwitchKey; label: string; description: string }> = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description:
      'Price alerts and the weekly digest by email. Off: Arkad emails you only about your account (a password reset you ask for, or a note when someone tries to register with your email address).',
  },
  {
    key: 'priceAlerts',
    label: 'Price alerts',
    description:
      'One email when the Bitcoin price moves by your threshold or more within 24 hours, up or down: what moved, from what to what, and when. Checked every 10 minutes, at most one alert a day. Never a prediction.',
  },
  {
    key: 'weeklyDigest',
    label: 'Weekly digest',
    description:
      'Mondays at 08:00 UTC: your learning steps, what you saved in your treasury and your next step, from the past week. After 30 days without activity, one note, then none until you are back.',
  },
];

const thresholdOptions = priceAlertThresholds.map((value) => ({
  value: String(value),
  label: `${value}%`,
  description: `An alert when the price moves ${value}% or more within 24 hours.`,
}));

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
        toast({ title: 'Preferences updated successfully' });
      } catch (error) {
        form.reset(valuesOf(user));
        applyServerFieldErrors(error, form.setError, ['priceAlertThreshold']);
        toast({
          variant: 'destructive',
          title: 'Failed to update preferences',
          description: errorMessage(error, 'Please try again.'),
        });
      }
    })();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Choose what Arkad may tell you about. Every price-alert and digest email has a link that stops them, no
          sign-in needed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sendsEmail ? null : (
          <Alert className="mb-4" data-testid="no-email-note">
            This Arkad server sends no email: it has no mail server set up. Your choices below are kept, but no price
            alert or digest is emailed from here (a password reset link is not emailed either).
          </Alert>
        )}
        {/* Not a <form>: each control saves itself, and Radix's switch in a form adds a hidden input. */}
        <div onFocus={notificationsResolver.preload} className="divide-y">
          {switches.map(({ key, label, description }) => [
            key === 'priceAlerts' ? <PushSetting key="push" user={user} disabled={busy} /> : null,
            <div key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0">
              <div className="space-y-0.5">
                <Label htmlFor={`switch-${key}`}>{label}</Label>
                <p id={`switch-${key}-description`} className="text-sm text-muted-foreground">
                  {description}
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
              legend="Price alert threshold"
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
