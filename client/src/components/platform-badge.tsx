import { Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/i18n';
import { usePlatform } from '@/lib/platform';

/** Shown only inside the native shell. */
export function PlatformBadge() {
  const { isNative, platform } = usePlatform();
  const t = useT();
  if (!isNative) return null;
  return (
    <Badge variant="secondary" data-testid="platform-badge">
      <Smartphone className="size-3" aria-hidden="true" />
      {platform === 'ios' ? t('platform.ios') : platform === 'android' ? t('platform.android') : t('platform.native')}
    </Badge>
  );
}
