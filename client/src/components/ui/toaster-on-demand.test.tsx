import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToasterOnDemand } from './toaster-on-demand';
import { dismissToast, toast } from './use-toast';

const region = () => screen.queryByRole('region', { name: /Notifications/ });

afterEach(() => {
  act(() => dismissToast());
});

describe('ToasterOnDemand', () => {
  // Toasts live in a module-wide store that keeps dismissed ones: this test must run before any toast.
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
