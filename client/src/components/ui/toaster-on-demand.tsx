import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useToasts } from './use-toast';

// Radix's toast stack is only needed once there is something to show: it is loaded with the first
// toast (or the first F8), not with every page. If it cannot be loaded (offline without the service
// worker's copy), toasts are not shown rather than the page failing.
const Toaster = lazy<ComponentType<{ focusOnMount?: boolean }>>(() =>
  import('./toaster').then(
    (m) => ({ default: m.Toaster }),
    (error: unknown) => {
      console.warn('The notification region could not be loaded.', error);
      return { default: () => null };
    },
  ),
);

/**
 * The toast region, mounted on demand: nothing until the first toast, or until F8 asks for the
 * notification region (then focused, as Radix does with F8 once mounted). It stays mounted after.
 */
export function ToasterOnDemand() {
  const hasToasts = useToasts().length > 0;
  const [mounted, setMounted] = useState(hasToasts);
  const [focusOnMount, setFocusOnMount] = useState(false);
  if (hasToasts && !mounted) setMounted(true);

  useEffect(() => {
    if (mounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      setFocusOnMount(true);
      setMounted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  );
}
