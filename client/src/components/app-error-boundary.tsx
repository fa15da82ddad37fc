import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface Props {
  children: ReactNode;
  /** What Try Again does; the page is loaded again unless a test says otherwise. */
  onRetry?: () => void;
}

/**
 * The last stop for an error while rendering (a bug, or a part of the app whose code could not be
 * fetched online, say after a new version replaced it): a page that says so and loads the app again,
 * in place of the empty page React leaves when an error reaches its root. React reports the error
 * itself (console.error). Offline, parts wait for the connection instead (lib/lazy-when-online.ts).
 */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <TriangleAlert className="size-12 text-primary" aria-hidden="true" />
        <h1 className="font-display text-3xl font-bold">Something went wrong</h1>
        <p className="max-w-md text-muted-foreground">This page could not be shown. Loading it again usually helps.</p>
        <Button onClick={retry}>Try Again</Button>
      </main>
    );
  }
}
