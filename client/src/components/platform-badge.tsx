import { Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { usePlatform } from '@/lib/platform';

const platformNames: Record<string, string> = { ios: 'iOS App', android: 'Android App' };

/** Shown only inside the native shell. */
export function PlatformBadge() {
  const { isNative, platform } = usePlatform();
  if (!isNative) return null;
  return (
    <Badge variant="secondary" data-testid="platform-badge">
      <Smartphone className="size-3" aria-hidden="true" />
      {platformNames[platform] ?? 'Native App'}
    </Badge>
  );
}
