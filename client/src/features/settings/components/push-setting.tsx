import { useState } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { pushBlock, PushSetupError, type PushBlock } from '@/lib/web-push';
import { usePushConfig, useSetPush } from '../api/push';

/** What push sends and how to stop it (docs/accounts.md, 'Notifications', says the same). */
export const pushDescription =
  'A notification on this device when a price alert is sent (Price alerts must be on): the same words as the alert email, what moved, from what to what, and when. Nothing else is pushed. To stop: turn this off (it stops push on all your devices) or block notifications for Arkad in your browser.';

const reasons = {
  checking: 'Checking whether push is available here…',
  failed: 'Could not check whether push is available. Reload the page to try again.',
  server:
    'Not available: push is not set up on this Arkad server. Price alerts still come by email when email notifications are on.',
  nothing: 'Not available: push is not set up on this Arkad server, and it sends no email either.',
  unsupported: 'Not available: this browser cannot receive push notifications.',
  denied:
    "Blocked: notifications for Arkad are blocked in this browser. Allow them in the browser's site settings, then reload this page.",
} as const;

type Reason = keyof typeof reasons;

function unavailable(
  config: { isPending: boolean; isError: boolean; data?: { publicKey: string | null; email: boolean } },
  block: PushBlock,
): Reason | null {
  if (config.isPending) return 'checking';
  if (config.isError) return 'failed';
  if (!config.data?.publicKey) return config.data?.email === false ? 'nothing' : 'server';
  return block;
}

/**
 * The Push switch (decision 052): asks the browser's permission and subscribes this browser, or
 * says why it cannot (push not set up on the server, the browser, notifications blocked), disabled.
 */
export function PushSetting({ user, disabled }: { user: PublicUser; disabled: boolean }) {
  const config = usePushConfig();
  const setPush = useSetPush();
  const [block, setBlock] = useState<PushBlock>(pushBlock);
  const reason = unavailable(config, block);
  const publicKey = config.data?.publicKey ?? null;
  // Push not set up on the server: nothing can be sent, whatever was stored.
  const on = user.preferences.pushNotifications && publicKey !== null;
  // Off can always be chosen; on only where push can work.
  const locked = disabled || setPush.isPending || (!on && reason !== null);

  const change = async (checked: boolean) => {
    if (publicKey === null) return;
    try {
      await setPush.mutateAsync({ on: checked, publicKey });
      toast({ title: checked ? 'Push notifications are on for this browser' : 'Push notifications are off' });
    } catch (error) {
      if (error instanceof PushSetupError && error.reason === 'denied') setBlock(pushBlock());
      toast({
        variant: 'destructive',
        title: 'Failed to update push notifications',
        description: error instanceof PushSetupError ? error.message : errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <div className="flex items-center justify-between gap-4 py-4 first:pt-0">
      <div className="space-y-0.5">
        <Label htmlFor="switch-pushNotifications">Push notifications</Label>
        <p id="switch-pushNotifications-description" className="text-sm text-muted-foreground">
          {pushDescription}
        </p>
        {reason ? (
          <p id="switch-pushNotifications-status" className="text-sm font-medium text-foreground">
            {reasons[reason]}
          </p>
        ) : null}
      </div>
      <Switch
        id="switch-pushNotifications"
        aria-describedby={
          reason
            ? 'switch-pushNotifications-status switch-pushNotifications-description'
            : 'switch-pushNotifications-description'
        }
        checked={on}
        disabled={locked}
        onCheckedChange={(checked) => void change(checked)}
      />
    </div>
  );
}
