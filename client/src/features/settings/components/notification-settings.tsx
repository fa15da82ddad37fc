import type { PublicUser, UserPreferences } from '@shared/schemas/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdatePreferences } from '../api/update-preferences';

type NotificationKey = keyof Pick<
  UserPreferences,
  'emailNotifications' | 'pushNotifications' | 'priceAlerts' | 'weeklyDigest'
>;

const switches: ReadonlyArray<{ key: NotificationKey; label: string; description: string }> = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'Important account messages by email.' },
  { key: 'pushNotifications', label: 'Push notifications', description: 'Notifications on this device.' },
  {
    key: 'priceAlerts',
    label: 'Price alerts',
    description: 'A note when the Bitcoin price moves sharply. Never a prediction.',
  },
  { key: 'weeklyDigest', label: 'Weekly digest', description: 'A weekly summary of your learning progress.' },
];

/** Each switch is saved with the preferences as soon as it is flipped, so it sticks. */
export function NotificationSettings({ user }: { user: PublicUser }) {
  const update = useUpdatePreferences();

  const toggle = async (key: NotificationKey, value: boolean) => {
    try {
      await update.mutateAsync({ [key]: value });
      toast({ title: 'Preferences updated successfully' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to update preferences',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what Arkad may tell you about.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {switches.map(({ key, label, description }) => (
          <div key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0">
            <div className="space-y-0.5">
              <Label htmlFor={`switch-${key}`}>{label}</Label>
              <p className="text-sm text-muted-foreground">{description}</p>
            </div>
            <Switch
              id={`switch-${key}`}
              checked={user.preferences[key]}
              disabled={update.isPending}
              onCheckedChange={(checked) => void toggle(key, checked)}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
