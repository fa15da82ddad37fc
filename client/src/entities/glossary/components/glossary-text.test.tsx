import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/user';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { testUser } from '@/test/test-user';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { inSpanish } from '@/test/in-spanish';
import { preloadGlossary } from '../model/use-glossary';
import { GlossaryText } from './glossary-text';

function userWithTier(subscriptionTier: PublicUser['subscriptionTier']): PublicUser {
  return testUser({
    id: 7,
    username: 'learner',
    email: 'learner@example.com',
    firstName: 'Kobbi',
    lastName: 'Musician',
    subscriptionTier,
  });
}

function renderAs(user: PublicUser, ui: ReactNode) {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.token, 'tok');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ user }), { status: 200 })),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>{ui}</AuthProvider>
    </QueryClientProvider>,
  );
}

/** Longer than the hover's open (250 ms) and close (200 ms) delays. */
const HOVER_DELAYS_MS = 1_000;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GlossaryText', () => {
  it('marks the terms it finds and shows a free term’s short definition on focus, with a link to its card', async () => {
    renderAs(
      userWithTier('free'),
      <GlossaryText text="Every halving cuts the reward; a Hardware Wallet keeps keys offline." />,
    );
    const halving = screen.getByRole('button', { name: 'halving' });
    expect(screen.getByRole('button', { name: 'Hardware Wallet' })).toBeInTheDocument();
    await userEvent.tab();
    expect(halving).toHaveFocus();
    const popup = await screen.findByRole('dialog', { name: 'Halving: glossary definition' });
    expect(within(popup).getByText(/210,000 blocks/)).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Open in glossary' })).toHaveAttribute(
      'href',
      '/home?tab=glossary&term=halving',
    );
  });

  it('shows the upgrade prompt instead of a Scholar term’s definition to a free user', async () => {
    renderAs(userWithTier('free'), <GlossaryText text="A hard fork changes the rules." />);
    await userEvent.click(screen.getByRole('button', { name: 'hard fork' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText(/part of the full glossary for Scholar members/)).toBeInTheDocument();
    expect(within(popup).queryByRole('link', { name: 'Open in glossary' })).toBeNull();
  });

  it('opens on a tap and closes on a second tap', async () => {
    const user = userEvent.setup();
    renderAs(userWithTier('free'), <GlossaryText text="Every halving cuts the reward." />);
    const halving = screen.getByRole('button', { name: 'halving' });
    await user.pointer({ keys: '[TouchA]', target: halving });
    expect(await screen.findByRole('dialog', { name: 'Halving: glossary definition' })).toBeInTheDocument();
    expect(halving).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[TouchA]', target: halving });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(halving).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every definition to a Scholar', async () => {
    renderAs(userWithTier('scholar'), <GlossaryText text="A hard fork changes the rules." />);
    await screen.findByRole('button', { name: 'hard fork' });
    // The stored user is read synchronously; wait until the server's answer is in as well.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'hard fork' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByRole('link', { name: 'Open in glossary' })).toBeInTheDocument();
  });

  it('closing after the pointer leaves does not pull focus from where the user is', async () => {
    const user = userEvent.setup();
    renderAs(
      userWithTier('free'),
      <>
        <button type="button">Elsewhere</button>
        <GlossaryText text="Every halving cuts the reward." />
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await user.hover(screen.getByRole('button', { name: 'halving' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'halving' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(elsewhere).toHaveFocus();
  });

  it('closes when the pointer leaves, and stays closed', async () => {
    renderAs(userWithTier('free'), <GlossaryText text="Every halving cuts the reward." />);
    const halving = screen.getByRole('button', { name: 'halving' });
    await userEvent.hover(halving);
    expect(await screen.findByRole('dialog', { name: 'Halving: glossary definition' })).toBeInTheDocument();
    // From here the test moves the clock itself (Testing Library's waiting needs the real one, so
    // only now are the timers fake): past the close delay, then long after.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseLeave(halving);
    act(() => vi.advanceTimersByTime(HOVER_DELAYS_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closed by the pointer, it leaves focus alone, so nothing opens it again however long it waits.
    act(() => vi.advanceTimersByTime(10 * HOVER_DELAYS_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(halving).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from inside the definition and returns focus to the term, closed', async () => {
    renderAs(userWithTier('free'), <GlossaryText text="Every halving cuts the reward." />);
    await userEvent.tab();
    const popup = await screen.findByRole('dialog', { name: 'Halving: glossary definition' });
    within(popup).getByRole('link', { name: 'Open in glossary' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'halving' })).toHaveFocus();
    // The returning focus would reopen it at once: let every pending update and task through.
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'halving' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a definition when focus moves on before its popup is in place', async () => {
    renderAs(
      userWithTier('free'),
      <>
        <GlossaryText text="Every halving cuts the reward; a Hardware Wallet keeps keys offline." />
        <button type="button">After the text</button>
      </>,
    );
    const halving = screen.getByRole('button', { name: 'halving' });
    const wallet = screen.getByRole('button', { name: 'Hardware Wallet' });
    const after = screen.getByRole('button', { name: 'After the text' });
    // Quick Tab presses: focus passes both terms before either popup has rendered.
    act(() => {
      halving.focus();
      wallet.focus();
      after.focus();
    });
    expect(after).toHaveFocus();
    // Nothing is left open (an open popup would let Tab escape a dialog's focus trap).
    await waitFor(() => {
      expect(halving).toHaveAttribute('aria-expanded', 'false');
      expect(wallet).toHaveAttribute('aria-expanded', 'false');
    });
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(after).toHaveFocus();
  });

  it('Tab from the last control of a popup goes on to what follows its term, not round the popup', async () => {
    renderAs(
      userWithTier('free'),
      <>
        <GlossaryText text="Every halving cuts the reward." />
        <button type="button">After the text</button>
      </>,
    );
    const halving = screen.getByRole('button', { name: 'halving' });
    await userEvent.tab();
    const popup = await screen.findByRole('dialog', { name: 'Halving: glossary definition' });
    const link = within(popup).getByRole('link', { name: 'Open in glossary' });
    act(() => link.focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After the text' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(halving).toHaveAttribute('aria-expanded', 'false');
  });

  it('Shift+Tab from the first control of a popup goes back to its term, the popup still open', async () => {
    renderAs(userWithTier('free'), <GlossaryText text="Every halving cuts the reward." />);
    const halving = screen.getByRole('button', { name: 'halving' });
    await userEvent.tab();
    const popup = await screen.findByRole('dialog', { name: 'Halving: glossary definition' });
    act(() => within(popup).getByRole('link', { name: 'Open in glossary' }).focus());
    await userEvent.tab({ shift: true });
    expect(halving).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Halving: glossary definition' })).toBeInTheDocument();
  });

  it('in a dialog, Tab from a popup of its last term goes round to the dialog’s first control', async () => {
    renderAs(
      userWithTier('free'),
      <div role="dialog" aria-label="Strategy">
        <button type="button">First in the dialog</button>
        <GlossaryText text="Every halving cuts the reward." />
      </div>,
    );
    act(() => screen.getByRole('button', { name: 'halving' }).focus());
    const popup = await screen.findByRole('dialog', { name: 'Halving: glossary definition' });
    act(() => within(popup).getByRole('link', { name: 'Open in glossary' }).focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First in the dialog' })).toHaveFocus();
  });

  function renderInDialog() {
    renderAs(
      userWithTier('free'),
      <Dialog open>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Strategy</DialogTitle>
          <GlossaryText as="p" text="Every halving cuts the reward." />
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Strategy' });
    return {
      halving: within(dialog).getByRole('button', { name: 'halving' }),
      close: within(dialog).getByRole('button', { name: 'Close' }),
    };
  }

  it('in a modal dialog, Shift+Tab from a first term with its definition open goes round to the last control', async () => {
    const { halving, close } = renderInDialog();
    // The dialog opens on its first control, the term, and so with the definition open.
    act(() => halving.focus());
    expect(await screen.findByRole('dialog', { name: 'Halving: glossary definition' })).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('in a modal dialog, Tab from the last control goes round even while a definition is closing', async () => {
    const { halving, close } = renderInDialog();
    act(() => halving.focus());
    expect(await screen.findByRole('dialog', { name: 'Halving: glossary definition' })).toBeInTheDocument();
    // The popup lets go of the page's focus a task after it closes; a Tab can come before that
    // (on a busy machine the browser handles the key first). The test holds that task back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => close.focus());
    expect(screen.queryByRole('dialog', { name: 'Halving: glossary definition' })).toBeNull();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(halving).toHaveFocus();
  });

  it('leaves text without terms as plain text', () => {
    renderAs(userWithTier('free'), <GlossaryText text="Nothing to see here." />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Nothing to see here.')).toBeInTheDocument();
  });
});

describe('GlossaryText in Spanish', () => {
  // test/setup.ts makes English the language again after each test.
  it('marks the Spanish names in Spanish text and shows the Spanish definition and links', async () => {
    inSpanish('glossary');
    renderAs(
      userWithTier('free'),
      <GlossaryText text="Cada halving recorta la recompensa; una billetera de hardware guarda tus claves sin conexión, y un nonce no es gratis." />,
    );
    // The Spanish names load on first use; until then the text is plain.
    const wallet = await screen.findByRole('button', { name: 'billetera de hardware' });
    expect(screen.getByRole('button', { name: 'halving' })).toBeInTheDocument();
    // The definitions load when a popup first opens (the popup suspends meanwhile): here they are
    // loaded first, so the click's update does not suspend.
    await preloadGlossary('es');
    await userEvent.click(wallet);
    const popup = await screen.findByRole('dialog', { name: 'Billetera de hardware: definición del glosario' });
    expect(within(popup).getByText(/^Un dispositivo pequeño y dedicado/)).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Abrir en el glosario' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // A Scholar term shows the Spanish upgrade prompt to a free learner.
    await userEvent.click(screen.getByRole('button', { name: 'nonce' }));
    const locked = await screen.findByRole('dialog', { name: 'Nonce: definición del glosario' });
    expect(within(locked).getByText(/^Este término es parte del glosario completo/)).toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: 'Ver el plan Scholar' })).toBeInTheDocument();
  });
});
