import { Loader2 } from 'lucide-react';
import { useLoadingScreen } from '@/lib/after-first-screen';
import { cn } from '@/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <Loader2 className="size-6 animate-spin-late text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The whole page is loading: start-up work that can wait waits while this is shown. */
export function FullPageSpinner() {
  useLoadingScreen();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
