import { useState } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/i18n/i18n';
import { pushBlock, PushSetupError, type PushBlock } from '@/lib/web-push';
import { usePushConfig, useSetPush } from '../api/push';
import { errorText } from '../lib/error-text';

/** Why push cannot be turned on here: `settings.push.<reason>` in the catalogue. */
type Reason = 'checking' | 'failed' | 'server' | 'nothing' | 'unsupported' | 'denied';

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
  const t = useT();
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
      toast({ title: checked ? t('settings.push.on') : t('settings.push.off') });
    } catch (error) {
      if (error instanceof PushSetupError && error.reason === 'denied') setBlock(pushBlock());
      toast({
        variant: 'destructive',
        title: t('settings.push.error'),
        description:
          error instanceof PushSetupError
            ? t(`settings.push.error.${error.reason}`)
            : errorText(error, t('settings.tryAgain')),
      });
    }
  };

  return (
    <div className="flex items-center justify-between gap-4 py-4 first:pt-0">
      <div className="space-y-0.5">
        <Label htmlFor="switch-pushNotifications">{t('settings.push.label')}</Label>
        <p id="switch-pushNotifications-description" className="text-sm text-muted-foreground">
          {t('settings.push.description')}
        </p>
        {reason ? (
          <p id="switch-pushNotifications-status" className="text-sm font-medium text-foreground">
            {t(`settings.push.${reason}`)}
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
