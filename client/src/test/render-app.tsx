import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders `ui` inside what the app puts around every screen: React Query, the auth provider, a
 * router at `path` (whose visited paths are recorded) and the toast region.
 */
export function renderApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, history: location.history };
}

/** The toast region (F8), where the one visible toast is. */
export const toasts = () => screen.getByRole('region', { name: /Notifications/ });

/** Toasts live in a module-wide store: close the last test's toast so the next test starts clean. */
export function closeToasts() {
  act(() => dismissToast());
}

/** Replaces a field's text the way pasting does: one input event, quick on a busy machine. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}
