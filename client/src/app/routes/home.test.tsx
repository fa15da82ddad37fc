import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { getSevenCures } from '@shared/api/seven-cures';
import { fakeServer, heldAnswer, json } from '@/test/fake-server';
import { inSpanish } from '@/test/in-spanish';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import HomeRoute from './home';

function renderHome(path = '/home') {
  const user = testUser();
  startSignedIn(user);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
  return renderApp(<HomeRoute />, { path });
}

afterEach(() => vi.unstubAllGlobals());

describe('HomeRoute', () => {
  it('adds one history entry per tab click on the desktop tab bar', async () => {
    const { history } = renderHome();
    const before = history.length;
    await userEvent.click(screen.getByRole('tab', { name: /Glossary/ }));
    expect(await screen.findByText('Step 2 of 8')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /DCA Calculator/ }));
    expect(await screen.findByText('Step 6 of 8')).toBeInTheDocument();
    expect(history.slice(before)).toEqual(['/home?tab=glossary', '/home?tab=calculator']);
  });

  it('adds one history entry per choice in the phone drawer', async () => {
    const { history } = renderHome();
    const before = history.length;
    await userEvent.click(screen.getByRole('button', { name: /Explore Sections/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Strategy Wizard/ }));
    expect(await screen.findByText('Step 4 of 8')).toBeInTheDocument();
    expect(history.slice(before)).toEqual(['/home?tab=wizard']);
  });

  it('names the open panel by its tab, and ties every tab to its panel', async () => {
    renderHome('/home?tab=glossary');
    const panel = await screen.findByRole('tabpanel', { name: /Glossary/ });
    expect(panel).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(9);
    for (const tab of tabs) {
      const controlled = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(controlled).toHaveAttribute('role', 'tabpanel');
      expect(controlled).toHaveAttribute('aria-labelledby', tab.id);
      // Only the open tab's panel is shown and holds its section.
      if (tab.getAttribute('aria-selected') === 'true') expect(controlled).toBe(panel);
      else expect(controlled).not.toBeVisible();
    }
    expect(screen.getAllByRole('tabpanel')).toEqual([panel]);
  });

  it('does not add an entry when the open tab is chosen again', async () => {
    const { history } = renderHome('/home?tab=glossary');
    const before = history.length;
    await userEvent.click(screen.getByRole('tab', { name: /Glossary/ }));
    expect(history.slice(before)).toEqual([]);
  });
});

/**
 * /home with the seven cures' answer held until the test releases it. The review is refused: a card
 * that cannot load shows nothing, not an outline for ever.
 */
async function renderHomeHoldingSevenCures() {
  const user = testUser();
  startSignedIn(user);
  const sevenCures = heldAnswer();
  fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/progress/seven-cures': sevenCures.answer,
  });
  // The first render may suspend (a lazy card, its messages): rendered inside an awaited act.
  await act(async () => {
    renderApp(<HomeRoute />, { path: '/home' });
  });
  return sevenCures;
}

describe('HomeRoute’s learner cards', () => {
  it('shows each card’s outline (its title, nothing to read yet) until its answer arrives, then the card', async () => {
    const sevenCures = await renderHomeHoldingSevenCures();
    const place = await screen.findByTestId('learner-cards');
    await waitFor(() => expect(within(place).getAllByTestId('card-outline')).toHaveLength(1));
    const outline = within(place).getByTestId('card-outline');
    expect(outline).toHaveAttribute('aria-hidden', 'true');
    expect(outline).toHaveTextContent('The Seven Cures in practice');

    await act(async () => sevenCures.release(json(200, getSevenCures.example.answer)));
    expect(await within(place).findByRole('region', { name: 'The Seven Cures in practice' })).toHaveTextContent(
      '0 of the 4 cures Arkad can practise or study are done.',
    );
    expect(within(place).queryAllByTestId('card-outline')).toHaveLength(0);
    expect(screen.queryByTestId('review-card')).toBeNull();
  });
});

describe('HomeRoute’s learner card outlines on a phone', () => {
  it('stay still until their place comes onto the screen, then pulse while the cards load', async () => {
    // A phone: the cards load once their place is on the screen (an IntersectionObserver).
    let onScreen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          onScreen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const sevenCures = await renderHomeHoldingSevenCures();
    const place = await screen.findByTestId('learner-cards');
    const outlines = () => within(place).queryAllByTestId('card-outline');
    const pulsing = (outline: HTMLElement) => outline.querySelector('[class*="animate-pulse"]') !== null;

    expect(outlines()).toHaveLength(2);
    for (const outline of outlines()) {
      expect(outline).toHaveAttribute('data-loading', 'false');
      expect(pulsing(outline)).toBe(false);
    }

    await act(async () => onScreen?.([{ isIntersecting: true }]));
    // The seven cures' answer is held: its outline stays, and pulses, until it arrives.
    await waitFor(() => expect(outlines().some((outline) => outline.textContent?.includes('Seven Cures'))).toBe(true));
    await waitFor(() =>
      expect(outlines().every((outline) => outline.getAttribute('data-loading') === 'true')).toBe(true),
    );
    expect(outlines().every(pulsing)).toBe(true);

    await act(async () => sevenCures.release(json(200, getSevenCures.example.answer)));
    expect(await within(place).findByRole('region', { name: 'The Seven Cures in practice' })).toBeInTheDocument();
    expect(outlines()).toHaveLength(0);
  });
});

describe('HomeRoute during the beta', () => {
  const beta = { isBetaEnabled: true, betaEndDate: '2099-12-31', betaFeedbackUrl: null, premiumTrialDays: 30 };

  function renderInBeta(config: typeof beta) {
    const user = testUser();
    startSignedIn(user);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/beta/config': () => json(200, config),
    });
    renderApp(<HomeRoute />, { path: '/home' });
    return server;
  }

  it('keeps Beta Feedback in the account menu after the banner is dismissed', async () => {
    localStorage.setItem(storageKeys.betaDismissed, beta.betaEndDate);
    renderInBeta(beta);
    await userEvent.click(screen.getByRole('button', { name: /open account menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Beta Feedback' })).toBeInTheDocument();
    expect(screen.queryByTestId('beta-banner')).toBeNull();
  });

  it('names the feedback entry in Spanish on a Spanish page', async () => {
    inSpanish('beta');
    localStorage.setItem(storageKeys.betaDismissed, beta.betaEndDate);
    renderInBeta(beta);
    await userEvent.click(screen.getByRole('button', { name: /abrir el menú de la cuenta/ }));
    expect(await screen.findByRole('menuitem', { name: 'Enviar comentarios' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Send feedback' })).toBeNull();
  });

  it('offers no feedback entry once the beta is over', async () => {
    const server = renderInBeta({ ...beta, betaEndDate: '2025-08-15' });
    await waitFor(() => expect(server.callsTo('GET /api/beta/config')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /open account menu/i }));
    expect(await screen.findByRole('menuitem', { name: /Log out/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Send feedback' })).toBeNull();
  });
});
