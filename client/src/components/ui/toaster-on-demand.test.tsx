import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Toasts live in a module-wide store that keeps dismissed ones: each test loads its own copies,
// with no toast yet, so no test depends on the order they run in.
let ToasterOnDemand: typeof import('./toaster-on-demand').ToasterOnDemand;
let toast: typeof import('./use-toast').toast;
let dismissToast: typeof import('./use-toast').dismissToast;
beforeEach(async () => {
  vi.resetModules();
  ({ ToasterOnDemand } = await import('./toaster-on-demand'));
  ({ toast, dismissToast } = await import('./use-toast'));
});

const region = () => screen.queryByRole('region', { name: /Notifications/ });

afterEach(() => {
  act(() => dismissToast());
});

describe('ToasterOnDemand', () => {
  it('mounts the region on F8 and focuses it, as Radix does once it is there', async () => {
    render(<ToasterOnDemand />);
    expect(region()).toBeNull();
    await userEvent.keyboard('{F8}');
    await waitFor(() => expect(region()).not.toBeNull());
    await waitFor(() => expect(screen.getByRole('list')).toHaveFocus());
  });

  it('renders no notification region until there is a toast, then shows it', async () => {
    render(<ToasterOnDemand />);
    expect(region()).toBeNull();
    act(() => {
      toast({ title: 'Savings Added!' });
    });
    expect(await screen.findByText('Savings Added!')).toBeInTheDocument();
    expect(region()).not.toBeNull();
  });
});
