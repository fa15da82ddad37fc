import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('a bug while rendering');
}

describe('AppErrorBoundary', () => {
  it('shows its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>The page</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('replaces a page that failed to render with a message and a Try Again that loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    render(
      <AppErrorBoundary onRetry={retry}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown. Loading it again usually helps.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
