import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betaMessages, type BetaConfig } from '@shared/schemas/beta';
import { storageKeys } from '@/lib/storage';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { closeToasts, renderApp, toasts } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { BetaBanner } from './beta-banner';

const config: BetaConfig = {
  isBetaEnabled: true,
  betaEndDate: '2025-08-15',
  betaFeedbackUrl: 'mailto:beta@arkad.app',
  premiumTrialDays: 30,
};
const user = testUser();

function serve(overrides: { config?: BetaConfig; feedback?: () => Response } = {}) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/beta/config': () => json(200, overrides.config ?? config),
    'POST /api/beta/feedback': overrides.feedback ?? (() => json(201, { feedbackId: 'x', submittedAt: '' })),
  });
}

/** jsdom has no clipboard: this test's stands in for the browser's. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** The browser's clock, fixed (timers keep running for real). */
const fixClock = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

beforeEach(() => {
  startSignedIn(user);
});
afterEach(() => {
  closeToasts();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('BetaBanner', () => {
  it('shows a beta learner the days left, rounded up, before the end date', async () => {
    fixClock('2025-08-10T12:00:00Z'); // 5.5 days before 2025-08-16T00:00Z
    serve();
    renderApp(<BetaBanner />);
    const banner = await screen.findByTestId('beta-banner');
    expect(banner).toHaveTextContent('Every Scholar feature is unlocked for you until August 15, 2025: 6 days left.');
  });

  it('says 1 day on the last day, and is gone once the end date is over', async () => {
    fixClock('2025-08-15T23:59:59Z');
    serve();
    const { unmount } = renderApp(<BetaBanner />);
    expect(await screen.findByTestId('beta-banner')).toHaveTextContent('1 day left');
    unmount();

    fixClock('2025-08-16T00:00:00Z');
    const server = serve();
    renderApp(<BetaBanner />);
    await waitFor(() => expect(server.callsTo('GET /api/beta/config')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('beta-banner')).toBeNull();
  });

  it('is not shown when the beta flag is off', async () => {
    fixClock('2025-08-01T00:00:00Z');
    const server = serve({ config: { ...config, isBetaEnabled: false } });
    renderApp(<BetaBanner />);
    await waitFor(() => expect(server.callsTo('GET /api/beta/config')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('beta-banner')).toBeNull();
  });

  it('remembers a dismissal for this beta', async () => {
    fixClock('2025-08-01T00:00:00Z');
    serve();
    const { unmount } = renderApp(<BetaBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the beta banner' }));
    expect(screen.queryByTestId('beta-banner')).toBeNull();
    expect(localStorage.getItem(storageKeys.betaDismissed)).toBe('2025-08-15');
    unmount();

    const server = serve();
    renderApp(<BetaBanner />);
    await waitFor(() => expect(server.callsTo('GET /api/beta/config')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('beta-banner')).toBeNull();
  });
});

describe('the Beta Feedback dialog', () => {
  async function openFeedback() {
    fixClock('2025-08-01T00:00:00Z');
    await userEvent.click(await screen.findByRole('button', { name: 'Give Feedback' }));
    return screen.findByRole('dialog', { name: 'Beta Feedback' });
  }

  it('asks for each of the three choices and a valid email by its own message, sending nothing', async () => {
    const server = serve();
    renderApp(<BetaBanner />);
    const dialog = await openFeedback();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByText(betaMessages.paymentLikelihood)).toBeInTheDocument();
    // No rating is chosen for the learner: it starts empty and is asked for.
    expect(within(dialog).getByText(betaMessages.rating)).toBeInTheDocument();
    expect(within(dialog).getByText(betaMessages.mostValuableFeature)).toBeInTheDocument();
    expect(within(dialog).getByText(betaMessages.biggestFriction)).toBeInTheDocument();
    expect(within(dialog).getByText(betaMessages.email)).toBeInTheDocument();
    expect(server.callsTo('POST /api/beta/feedback')).toHaveLength(0);
  });

  it('sends the feedback with the rating chosen, then thanks in a toast and closes', async () => {
    const server = serve();
    renderApp(<BetaBanner />);
    const dialog = await openFeedback();
    // The promise the server keeps for feedback without an email (beta.routes.test.ts).
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Only if you would like a reply. Leave it empty to stay anonymous: then neither your account nor your network address is stored with your feedback.',
    );
    for (const stars of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(within(dialog).getByRole('radio', { name: stars })).not.toBeChecked();
    // Quizzes, the review, the scorecard and the certificate can be named; price alerts are not sold.
    expect(within(dialog).getByRole('checkbox', { name: 'Quizzes and the final exam' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Certificate of completion' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText('Which feature would you pay for most?')).queryByRole('option', {
        name: 'Price alerts',
      }),
    ).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'DCA calculator' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('What would you pay for Scholar?'), '2.99-4.99');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Which feature would you pay for most?'),
      'dca-calculator',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('What is your biggest frustration?'), 'loading-slow');
    await userEvent.type(within(dialog).getByLabelText('Comments (optional)'), 'Clear lessons.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));

    expect(await within(toasts()).findByText(betaMessages.submitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = server.callsTo('POST /api/beta/feedback');
    expect(call?.body).toMatchObject({
      feedbackId: expect.stringMatching(/^fb-[0-9a-f]{32}$/),
      rating: 4,
      featuresArray: ['calculator'],
      comments: 'Clear lessons.',
      email: '',
      paymentLikelihood: '2.99-4.99',
      mostValuableFeature: 'dca-calculator',
      biggestFriction: 'loading-slow',
      betaVersion: '1.0.0-beta',
      deployment: 'web',
      ipAddress: '',
    });
  });

  it('keeps the form and says so in the dialog when sending fails', async () => {
    const server = serve({ feedback: () => apiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable.') });
    renderApp(<BetaBanner />);
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('What would you pay for Scholar?'), 'free-only');
    await userEvent.selectOptions(within(dialog).getByLabelText('Which feature would you pay for most?'), 'none');
    await userEvent.selectOptions(within(dialog).getByLabelText('What is your biggest frustration?'), 'unclear-value');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to submit feedback. Please try again. The service is temporarily unavailable.',
    );
    // Sending again reuses the same id, so the server stores it once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(server.callsTo('POST /api/beta/feedback')).toHaveLength(2));
    const [first, second] = server.callsTo('POST /api/beta/feedback');
    expect((first?.body as { feedbackId: string }).feedbackId).toBe(
      (second?.body as { feedbackId: string }).feedbackId,
    );
  });
});

describe('the Share Beta Access dialog', () => {
  it("copies the sign-up link and shows 'Copied' for 2 seconds", async () => {
    fixClock('2025-08-10T12:00:00Z');
    serve();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderApp(<BetaBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share Beta Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Beta Access' });
    // One duration everywhere: the beta's end date, as the banner says it.
    expect(dialog).toHaveTextContent('gets every Scholar feature free until August 15, 2025 (6 days left), as you do.');
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(`${window.location.origin}/auth?mode=signup`);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2025-08-10T12:00:00Z') });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth?mode=signup`);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('selects the link for copying by hand, and logs, when the clipboard refuses', async () => {
    fixClock('2025-08-10T12:00:00Z');
    serve();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('Write permission denied'));
    stubClipboard(writeText);
    renderApp(<BetaBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share Beta Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Beta Access' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Copying did not work here. The link is selected',
    );
    const field = within(dialog).getByLabelText<HTMLInputElement>('Invitation link');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    expect(warn).toHaveBeenCalledWith('Copying the beta invitation link failed', expect.any(Error));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
