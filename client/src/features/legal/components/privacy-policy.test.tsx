import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserStorage } from '@/config/browser-storage';
import { renderApp } from '@/test/render-app';
import { PrivacyPolicy } from './privacy-policy';

/** The list that follows a section heading of the policy. */
function listAfter(headingName: string) {
  const heading = screen.getByRole('heading', { level: 2, name: headingName });
  const list = heading.nextElementSibling;
  if (!(list instanceof HTMLUListElement)) throw new Error(`No list after "${headingName}"`);
  return list;
}

describe('PrivacyPolicy', () => {
  it('names every kind of record the server keeps, one item each', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    const kinds = within(listAfter('What we store on our server'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(kinds).toEqual([
      'Your account:',
      'Your password, only as a hash:',
      'Your preferences:',
      'Email and push jobs:',
      'Push subscriptions, if you turn push on:',
      'Sign-in sessions:',
      'Password reset requests:',
      'Your savings treasury, when you use it:',
      'Your quiz attempts, when you take a quiz:',
      'Your learning progress, as you go:',
      'Your certificate, if you make one:',
      'Your review, when you answer it:',
      'Classes, when you teach or join one:',
      'Billing, if you subscribe to Scholar:',
      'Early-adopter seat, if your account was one of the first:',
      'Beta feedback, when you send it:',
      'Usage statistics (first party, no tracking across sites):',
      'Abuse limits:',
      'Error logs:',
    ]);
  });

  it('says which emails are sent, when, how to stop them, and names the job rows', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    const list = screen.getByRole('heading', { level: 2, name: 'Email' }).nextElementSibling?.nextElementSibling;
    if (!(list instanceof HTMLUListElement)) throw new Error('No list of emails');
    const sent = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(sent).toEqual(['Password reset:', 'Registration attempt:', 'Price alerts', 'Weekly digest']);
    expect(screen.getByText(/Mondays at 08:00 UTC/)).toBeVisible();
    // Only the price-alert and digest emails carry the link: the password reset has none (the review's N13).
    expect(
      screen.getByText(/Every price-alert and digest email has an unsubscribe link that\s+works without signing in/),
    ).toBeVisible();
    expect(screen.queryByText(/Every email has/)).not.toBeInTheDocument();
    expect(screen.getByText('jobs')).toBeVisible();
  });

  it('says what push sends, through whom, how to stop it, and names the subscription table', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    expect(screen.getByText(/the price alerts above also arrive as a notification on that device/)).toBeVisible();
    expect(screen.getByText(/encrypted\s+so that only your browser can read it/)).toBeVisible();
    expect(screen.getByText(/turn the\s+switch off \(it stops push on all your devices/)).toBeVisible();
    expect(screen.getByText('push_subscriptions')).toBeVisible();
  });

  it('names the quiz attempts, and that an unanswered one is not stored (the review’s N14)', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    // Since decision 054 a drawn quiz is sealed in its id and written only when it is answered.
    expect(screen.getByText(/A quiz you never answer is not\s+stored/)).toBeVisible();
    expect(screen.queryByText(/for each quiz you start/)).not.toBeInTheDocument();
  });

  it('lists what the data download holds and leaves out, push keys included (the review’s N15)', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    const download = screen.getByText('Download my data').closest('li');
    expect(download).toHaveTextContent(
      /certificate, review schedule, push subscriptions .* emails waiting to be sent, the classes you teach and the classes you joined, with exactly what each class's teacher sees of you/,
    );
    expect(download).toHaveTextContent("the hashes of reset links and each browser's push keys");
  });

  it('says what a teacher sees of a learner in their class, and what never', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    const classes = within(listAfter('What we store on our server')).getByText('Classes, when you teach or join one:');
    const item = classes.closest('li');
    expect(item).toHaveTextContent('Nothing is shared before you join');
    expect(item).toHaveTextContent('their quiz and final exam scores with the dates (never the answers)');
    expect(item).toHaveTextContent(
      "A teacher never sees a learner's email unless the learner shares it, their treasury",
    );
  });

  it('says what a certificate shows to anyone with its address, and that a revoke removes it', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    expect(
      screen.getByText(/only if you choose, your first and last name;\s+never your email, your score or any amount/),
    ).toBeVisible();
    expect(screen.getByText(/Revoking it in Settings removes the address at once/)).toBeVisible();
  });

  it('says what the payment processor receives and that card details never reach Arkad', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    expect(screen.getByText(/we send Stripe, our payment processor, your email address, your name/)).toBeVisible();
    expect(screen.getByText(/Your card or bank details go to Stripe and never reach our server/)).toBeVisible();
  });

  it('renders every browser-storage key from the one list, the offline uses among them', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    const list = listAfter('What we store in your browser');
    const shownKeys = [...list.querySelectorAll('code')].map((code) => code.textContent);
    expect(shownKeys).toEqual(browserStorage.flatMap((item) => item.keys));
    expect(shownKeys).toContain('arkad_offline_cache');
    expect(within(list).getAllByRole('listitem')).toHaveLength(browserStorage.length);
    expect(
      within(list).getByText(/uses of the DCA calculator or the strategy comparison \(your account id/),
    ).toBeInTheDocument();
    // Every query kept with meta.persist and every queued mutation (lib/offline-persistence.ts): the review's N8.
    const offline = within(list).getByText('arkad_offline_cache').closest('li');
    for (const kept of [
      'your learning progress',
      'today’s review (its questions and options)',
      'your Seven Cures scorecard',
      'review answers (with your time zone)',
      'terms opened, Strategy Wizard and Security Assessment answers',
    ])
      expect(offline).toHaveTextContent(kept);
  });

  it('names every counter of the abuse limits, the per-account current-password check included', () => {
    renderApp(<PrivacyPolicy />, { path: '/privacy' });
    const abuse = within(listAfter('What we store on our server')).getByText('Abuse limits:').closest('li');
    expect(abuse).toHaveTextContent('per network address');
    expect(abuse).toHaveTextContent('per email address, for sign-in and password-reset requests');
    expect(abuse).toHaveTextContent(
      'per account, for checks of your current password when you change your email or password',
    );
    // Every per-account counter of server/src/config/rate-limit-rules.ts (the review's N9).
    expect(abuse).toHaveTextContent(
      'for answered quizzes, DCA calculations, checkout and billing-portal visits, data downloads, and class codes looked up or used (also per network address',
    );
  });
});
