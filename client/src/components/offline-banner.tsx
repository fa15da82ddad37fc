import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';

export const BACK_ONLINE_MS = 3000;

/** "You're offline..." while offline; 'Back online' for 3 seconds when the connection returns. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const wasOffline = useRef(!online);
  const [showBackOnline, setShowBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setShowBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setShowBackOnline(true);
    const timer = setTimeout(() => setShowBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  if (!online) {
    return (
      <div
        role="status"
        className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-yellow-500 px-4 py-2 text-sm font-medium text-yellow-950"
      >
        <WifiOff className="size-4" aria-hidden="true" />
        You're offline. Some features may not work.
      </div>
    );
  }
  if (showBackOnline) {
    return (
      <div
        role="status"
        className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-green-700 px-4 py-2 text-sm font-medium text-white"
      >
        <Wifi className="size-4" aria-hidden="true" />
        Back online
      </div>
    );
  }
  return null;
}
