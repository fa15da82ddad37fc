import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventNames, type AnalyticsSummary } from '@shared/schemas/analytics';
import type { FeedbackList, FeedbackSummary } from '@shared/schemas/beta';
import type { PaymentList } from '@shared/schemas/refunds';
import { storageKeys } from '@/lib/storage';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { AdminDashboard, ADMIN_SESSION_ENDED } from './admin-dashboard';

const PASSWORD = 'the-admin-password';
const TOKEN = 'admin-token-1';

const summary: FeedbackSummary = {
  total: 3,
  averageRating: 4.3,
  withEmail: 1,
  willPay: 2,
  priceRanges: [
    { value: 'free-only', count: 1 },
    { value: '0.99-1.99', count: 0 },
    { value: '2.99-4.99', count: 2 },
    { value: '5.99-9.99', count: 0 },
    { value: '10-plus', count: 0 },
    { value: 'one-time', count: 0 },
  ],
  mostValuableFeatures: [{ value: 'dca-calculator', count: 3 }],
  biggestFrictions: [{ value: 'loading-slow', count: 2 }],
};

const record = (id: number, email: string | null) => ({
  id,
  feedbackId: `fb-${id}`,
  userId: null,
  rating: 4,
  featuresArray: ['glossary'],
  comments: `Comment ${id}`,
  email,
  paymentLikelihood: '2.99-4.99',
  pricingThoughts: null,
  mostValuableFeature: 'dca-calculator',
  biggestFriction: 'loading-slow',
  betaVersion: '1.0.0-beta',
  userAgent: 'Browser',
  deployment: 'web',
  ipAddress: '203.0.113.1',
  submittedAt: '2026-11-20T10:00:00.000Z',
});

const page = (n: number): FeedbackList => ({
  data: n === 1 ? [record(3, 'tester@example.com'), record(2, null)] : [record(1, null)],
  meta: { page: n, pageSize: 20, total: 3, pages: 2 },
});

const zero = Object.fromEntries(analyticsEventNames.map((name) => [name, 0])) as AnalyticsSummary['totals'];
const analytics: AnalyticsSummary = {
  from: '2026-10-27',
  to: '2026-11-25',
  days: [{ date: '2026-11-25', counts: { ...zero, page_view: 12, login: 2 }, visitors: 3 }],
  totals: { ...zero, page_view: 12, login: 2 },
};

const payments: PaymentList = {
  billing: 'stripe',
  payments: [
    {
      chargeId: 'ch_recent',
      amountCents: 499,
      currency: 'usd',
      paidAt: '2026-11-20T10:00:00.000Z',
      learner: { id: 7, email: 'scholar@example.com' },
      refunded: false,
      refundable: true,
    },
    {
      chargeId: 'ch_refunded',
      amountCents: 299,
      currency: 'usd',
      paidAt: '2026-11-10T10:00:00.000Z',
      learner: null,
      refunded: true,
      refundable: false,
    },
  ],
};

const funnel = {
  learners: 10,
  steps: [
    { step: 'guide', completed: 6 },
    { step: 'glossary', completed: 5 },
    { step: 'strategies', completed: 4 },
    { step: 'wizard', completed: 4 },
    { step: 'compare', completed: 3 },
    { step: 'calculator', completed: 3 },
    { step: 'treasury', completed: 2 },
    { step: 'security', completed: 2 },
  ],
  completedAll: 1,
};
const passRates = {
  flagBelow: 0.4,
  minAnswers: 20,
  questions: [
    {
      id: 'guide-a',
      step: 'guide',
      prompt: 'Which law comes first?',
      answers: 25,
      correct: 9,
      passRate: 0.36,
      flagged: true,
    },
    {
      id: 'guide-b',
      step: 'guide',
      prompt: 'What is a treasury?',
      answers: 10,
      correct: 2,
      passRate: 0.2,
      flagged: false,
    },
    { id: 'guide-c', step: 'guide', prompt: 'Never answered?', answers: 0, correct: 0, passRate: null, flagged: false },
  ],
};

function serve(
  options: {
    expired?: boolean;
    summary?: () => Response;
    exportCsv?: () => Response;
    refund?: () => Response;
  } = {},
) {
  const server = fakeServer({
    'POST /api/admin/login': (call) =>
      (call.body as { password: string }).password === PASSWORD
        ? json(200, { token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' })
        : apiError(401, 'UNAUTHENTICATED', 'Invalid admin password'),
    'GET /api/admin/feedback/summary':
      options.summary ??
      (() => (options.expired ? apiError(401, 'UNAUTHENTICATED', 'Invalid admin password') : json(200, summary))),
    'GET /api/admin/feedback/export':
      options.exportCsv ?? (() => apiError(500, 'INTERNAL', 'Something went wrong on our side.')),
    'GET /api/beta/feedback?page=1&pageSize=20': () => json(200, page(1)),
    'GET /api/beta/feedback?page=2&pageSize=20': () => json(200, page(2)),
    'GET /api/admin/analytics': () => json(200, analytics),
    'GET /api/admin/payments': () => json(200, payments),
    'GET /api/admin/jobs': () => json(200, { queued: 12, running: 1, done: 3400, failed: 2 }),
    'GET /api/admin/learning/funnel': () => json(200, funnel),
    'GET /api/admin/learning/questions': () => json(200, passRates),
    'POST /api/admin/payments/ch_recent/refund':
      options.refund ??
      (() => json(200, { chargeId: 'ch_recent', refundId: 're_1', amountCents: 499, accessEnded: true })),
  });
  return server;
}

async function unlock(password = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Admin password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
}

afterEach(() => {
  sessionStorage.clear();
});

describe('AdminDashboard', () => {
  it("says 'Invalid admin password' for a wrong password and keeps the dashboard locked", async () => {
    serve();
    renderApp(<AdminDashboard />);
    await unlock('guess');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin password');
    expect(screen.queryByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeNull();
    expect(sessionStorage.getItem(storageKeys.adminSession)).toBeNull();
  });

  it('an empty password gets its message on the field and sends nothing', async () => {
    const server = serve();
    renderApp(<AdminDashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    const field = screen.getByLabelText('Admin password');
    expect(await screen.findByText('Enter the admin password')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter the admin password');
    expect(server.callsTo('POST /api/admin/login')).toHaveLength(0);
  });

  it('shows the cards, the events and the submissions after the server accepts the password', async () => {
    const server = serve();
    renderApp(<AdminDashboard />);
    await unlock();
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    const stats = await screen.findByTestId('feedback-stats');
    expect(stats).toHaveTextContent('Responses3');
    expect(stats).toHaveTextContent('Average rating4.3 / 5');
    expect(stats).toHaveTextContent('Will Pay $2.99+2');
    expect(await screen.findByTestId('analytics-totals')).toHaveTextContent('Page views12');
    // The target range, from the shared constant: marked on its bar and named in the description.
    const prices = screen.getByText('Price range preferences').closest<HTMLElement>('[class*="rounded"]')!;
    expect(
      within(prices).getByText('What testers would pay for Scholar; the target is $2.99 - $4.99 a month.'),
    ).toBeInTheDocument();
    expect(within(prices).getByText('target').parentElement).toHaveTextContent('$2.99 - $4.99 a monthtarget');
    expect(within(prices).getAllByText('target')).toHaveLength(1);
    // Only the token is kept, in this tab; every admin call sends it.
    expect(JSON.parse(sessionStorage.getItem(storageKeys.adminSession)!)).toEqual({
      token: TOKEN,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    expect(sessionStorage.getItem(storageKeys.adminSession)).not.toContain(PASSWORD);
    await waitFor(() => expect(server.callsTo('GET /api/admin/analytics')).toHaveLength(1));
    const adminCalls = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url) !== '/api/admin/login' && String(url).startsWith('/api/'));
    expect(adminCalls.length).toBeGreaterThanOrEqual(3);
    for (const [, init] of adminCalls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    }
  });

  it('hides emails until asked, and pages through the submissions', async () => {
    serve();
    renderApp(<AdminDashboard />);
    await unlock();
    const first = await screen.findAllByTestId('feedback-submission');
    expect(first[0]).toHaveTextContent('EmailHidden');
    expect(screen.queryByText('tester@example.com')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show Emails' }));
    expect(screen.getByText('tester@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Emails' }));
    expect(screen.queryByText('tester@example.com')).toBeNull();

    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    expect(screen.getByText(/Page 2 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the completion funnel and the questions flagged for review', async () => {
    serve();
    renderApp(<AdminDashboard />);
    await unlock();
    const table = await screen.findByTestId('completion-funnel');
    expect(within(table).getByRole('row', { name: /1\. Guide 6 60%/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /All 8 steps 1 10%/ })).toBeInTheDocument();
    const flagged = screen.getByRole('list', { name: /Flagged for review \(1\)/ });
    expect(within(flagged).getAllByRole('listitem')).toHaveLength(1);
    expect(flagged).toHaveTextContent('Which law comes first?Guide quiz · 36% right · 25 answers · guide-a');
    expect(screen.getByText(/under 40% of at least 20 answers were right/)).toBeInTheDocument();
  });

  it("says 'Failed to fetch feedback data' when a read fails, and Try Again asks again", async () => {
    let summaryAnswers = 0;
    const server = serve({
      summary: () => {
        summaryAnswers += 1;
        return summaryAnswers === 1
          ? apiError(503, 'UNAVAILABLE', 'The database is not answering.')
          : json(200, summary);
      },
    });
    renderApp(<AdminDashboard />);
    await unlock();
    const failure = await screen.findByText('Failed to fetch feedback data');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByTestId('feedback-stats')).toBeNull();
    // The rest of the dashboard still shows what did arrive.
    expect(await screen.findByTestId('analytics-totals')).toHaveTextContent('Page views12');

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('feedback-stats')).toHaveTextContent('Responses3');
    expect(screen.queryByText('Failed to fetch feedback data')).toBeNull();
    expect(server.callsTo('GET /api/admin/feedback/summary')).toHaveLength(2);
    // Still signed in: a failed read is not an ended session.
    expect(sessionStorage.getItem(storageKeys.adminSession)).not.toBeNull();
  });

  it('says the CSV could not be downloaded when the export fails, and stays on the dashboard', async () => {
    const server = serve({ exportCsv: () => apiError(500, 'INTERNAL', 'Something went wrong on our side.') });
    renderApp(<AdminDashboard />);
    await unlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The CSV could not be downloaded. Please try again.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/admin/feedback/export')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_SESSION_ENDED)).toBeNull();
  });

  it('goes back to the password gate, saying why, when the server no longer accepts the token', async () => {
    serve({ expired: true });
    sessionStorage.setItem(
      storageKeys.adminSession,
      JSON.stringify({ token: TOKEN, expiresAt: '2099-01-01T00:00:00Z' }),
    );
    renderApp(<AdminDashboard />);
    expect(await screen.findByText(ADMIN_SESSION_ENDED)).toBeInTheDocument();
    expect(screen.getByLabelText('Admin password')).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.adminSession)).toBeNull();
  });

  it('refunds a payment of the last 30 days after a confirming second click', async () => {
    const server = serve();
    renderApp(<AdminDashboard />);
    await unlock();
    const rows = await screen.findAllByTestId('payment');
    expect(rows[0]).toHaveTextContent('$4.99 · scholar@example.com');
    expect(rows[0]).toHaveTextContent('Paid Nov 20, 2026, 10:00 AM UTC · ch_recent');
    expect(rows[1]).toHaveTextContent('$2.99 · Unknown learner');
    expect(within(rows[1]!).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund' }));
    expect(server.callsTo('POST /api/admin/payments/ch_recent/refund')).toHaveLength(0);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund $4.99 and end Scholar' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/payments/ch_recent/refund')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET /api/admin/payments')).toHaveLength(2));
  });

  it("shows the server's reason when a refund is refused", async () => {
    serve({ refund: () => apiError(409, 'CONFLICT', 'This payment has already been refunded') });
    renderApp(<AdminDashboard />);
    await unlock();
    const [row] = await screen.findAllByTestId('payment');
    await userEvent.click(within(row!).getByRole('button', { name: 'Refund' }));
    await userEvent.click(within(row!).getByRole('button', { name: 'Refund $4.99 and end Scholar' }));
    expect(await within(row!).findByText('This payment has already been refunded')).toBeInTheDocument();
  });

  it('Logout forgets the token', async () => {
    serve();
    renderApp(<AdminDashboard />);
    await unlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.adminSession)).toBeNull();
    expect(within(document.body).queryByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeNull();
  });

  it('shows the job queue: queued, running, failed and done', async () => {
    serve();
    renderApp(<AdminDashboard />);
    await unlock();
    expect(await screen.findByTestId('jobs-queued')).toHaveTextContent('Queued12');
    expect(screen.getByTestId('jobs-failed')).toHaveTextContent('Failed2');
    expect(screen.getByTestId('jobs-done')).toHaveTextContent('Done (last 7 days)3,400');
  });
});
