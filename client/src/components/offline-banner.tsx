import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';

export const BACK_ONLINE_MS = 3000;

/**
 * The banner's height, kept in this CSS variable while it shows: the sticky page headers stick
 * below it (`top-[var(--offline-banner-height,0px)]`) instead of under it.
 */
export const OFFLINE_BANNER_HEIGHT_VAR = '--offline-banner-height';

function StickyBanner({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(OFFLINE_BANNER_HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    // The text may wrap on a narrow screen, or when the text is enlarged.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(OFFLINE_BANNER_HEIGHT_VAR);
    };
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      className={`sticky top-0 z-40 flex items-center justify-center gap-2 px-4 py-2 text-sm font-medium ${className}`}
    >
      {children}
    </div>
  );
}

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
      <StickyBanner key="offline" className="bg-yellow-500 text-yellow-950">
        <WifiOff className="size-4" aria-hidden="true" />
        You're offline. Some features may not work.
      </StickyBanner>
    );
  }
  if (showBackOnline) {
    return (
      <StickyBanner key="online" className="bg-green-700 text-white">
        <Wifi className="size-4" aria-hidden="true" />
        Back online
      </StickyBanner>
    );
  }
  return null;
}
