import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { inSpanish } from '@/test/in-spanish';
import { DEFAULT_PLAN, type LinkPlans } from '../lib/calculator-params';
import { ShareResult } from './share-result';

const plans: LinkPlans = {
  currency: 'eur',
  plans: [
    {
      ...DEFAULT_PLAN,
      amount: 25,
      frequency: 'weekly',
      timeframe: 'custom',
      startDate: '2020-03-12',
      endDate: '2022-03-12',
      feePercent: 0.5,
    },
  ],
};
const QUERY = 'amount=25&frequency=weekly&period=custom&start=2020-03-12&end=2022-03-12&fee=0.5&currency=eur';

/** jsdom has neither a clipboard nor a share sheet, nor media queries: these stand in for the browser's. */
function stubBrowser({ coarse, share }: { coarse: boolean; share?: (data: ShareData) => Promise<void> }) {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)' }));
  return { writeText };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

async function share(shared: LinkPlans = plans) {
  renderApp(<ShareResult plans={shared} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share this result' });
}

describe('Share on a result', () => {
  it('copies the link on a computer and shows the card of the same parameters', async () => {
    const { writeText } = stubBrowser({ coarse: false, share: vi.fn(async () => {}) });
    const dialog = await share();
    const link = `${window.location.origin}/?tab=calculator&${QUERY}`;
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(dialog).getByRole('status')).toHaveTextContent('The link is copied.');
    expect(within(dialog).getByLabelText('Link')).toHaveValue(link);
    expect(within(dialog).getByRole('img', { name: /^The share card/ })).toHaveAttribute(
      'src',
      `/api/share/dca.png?${QUERY}`,
    );
    expect(dialog).toHaveTextContent('a past result on stored daily closes, not a forecast and not advice');
  });

  it('draws every plan of a three-plan link on the card, not plan 1 alone (issue 46)', async () => {
    stubBrowser({ coarse: false });
    const three: LinkPlans = {
      currency: 'usd',
      plans: [
        { amount: 50, frequency: 'weekly', timeframe: 'all' },
        { amount: 100, frequency: 'monthly', timeframe: '4years' },
        { amount: 10, frequency: 'daily', timeframe: '1year', feePercent: 1 },
      ],
    };
    const dialog = await share(three);
    const query =
      'amount=50&frequency=weekly&period=all&currency=usd&amount2=100&frequency2=monthly&period2=4years&amount3=10&frequency3=daily&period3=1year&fee3=1';
    expect(within(dialog).getByLabelText('Link')).toHaveValue(`${window.location.origin}/?tab=calculator&${query}`);
    expect(within(dialog).getByRole('img', { name: /every plan of the link/ })).toHaveAttribute(
      'src',
      `/api/share/dca.png?${query}`,
    );
  });

  it('uses the share sheet on a phone that has one', async () => {
    const sheet = vi.fn(async (_data: ShareData) => {});
    const { writeText } = stubBrowser({ coarse: true, share: sheet });
    const dialog = await share();
    expect(sheet).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining(QUERY) }));
    expect(writeText).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The link went to the app you chose.');
  });

  it('copies the link when the share sheet is closed without an app', async () => {
    const { writeText } = stubBrowser({
      coarse: true,
      share: () => Promise.reject(new DOMException('', 'AbortError')),
    });
    const dialog = await share();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(QUERY));
    expect(within(dialog).getByRole('status')).toHaveTextContent('The link is copied.');
  });

  it('shows the link to copy by hand when copying fails', async () => {
    stubBrowser({ coarse: false });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dialog = await share();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copying did not work here.');
  });

  it('in Spanish, gives the link and the card with lang=es, so both open in Spanish', async () => {
    inSpanish('calculator');
    const { writeText } = stubBrowser({ coarse: false });
    renderApp(<ShareResult plans={plans} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    const link = `${window.location.origin}/?tab=calculator&${QUERY}&lang=es`;
    expect(writeText).toHaveBeenCalledWith(link);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', `/api/share/dca.png?${QUERY}&lang=es`);
  });
});
