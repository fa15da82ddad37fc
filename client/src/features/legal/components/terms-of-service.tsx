import { PRICE_DATA_LAST_BUNDLED_DAY, PRICE_DATA_LICENCE_NOTE } from '@shared/domain/price-data';
import { BENCHMARK_DATA_ATTRIBUTION } from '@shared/domain/benchmarks';
import { REFUND_WINDOW_DAYS } from '@shared/schemas/refunds';
import { PriceDataCredit } from '@/entities/price/components/price-data-credit';
import { PriceProviderCredit } from '@/entities/price/components/price-provider-credit';
import { SUPPORT_EMAIL, supportHref } from '@/config/paths';
import { usePriceProvider } from '@/entities/price/api/price-provider';
import { LegalPage } from './legal-page';

export const TERMS_RESPONSE_TIME = '5 business days';

export function TermsOfService() {
  const provider = usePriceProvider().data;
  return (
    <LegalPage title="Terms of Service" summary="legal.terms.summary">
      <p>These terms are the agreement between you and Arkad when you use the app. They are short on purpose.</p>

      <h2>Education, not advice</h2>
      <p>
        Arkad teaches how Bitcoin and long-term saving work. Nothing in the app is financial, investment, tax or legal
        advice, and nothing in it predicts future prices. Calculators replay historical prices; the past does not tell
        you what will happen next. Decide for yourself, and only with money you can afford to lose.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give accurate details and keep your password to yourself.</li>
        <li>
          You are responsible for what happens under your account. Tell us straight away if you think it was misused.
        </li>
        <li>One person per account; you must be old enough to enter a contract where you live.</li>
      </ul>

      <h2>Your bitcoin stays yours</h2>
      <p>
        Arkad never connects to your wallets and never holds funds. Never enter a seed phrase or private key into Arkad
        or any website; no one from Arkad will ever ask for it.
      </p>

      <h2>Plans</h2>
      <p>
        The free plan has monthly limits on some tools. Paid plans, where offered, show their price and what they
        include before you pay.
      </p>

      <h2 id="refunds">Cancelling and refunds</h2>
      <ul>
        <li>
          You can cancel Scholar at any time from the billing portal (Settings › Subscription). Nothing more is charged,
          and you keep Scholar until the end of the period you paid for.
        </li>
        <li>
          30-day money-back guarantee: write to us from your account's email within {REFUND_WINDOW_DAYS} days of a
          payment and we refund that payment in full, through Stripe, to the card it was made with. No reason is needed.
          A request made within the {REFUND_WINDOW_DAYS} days is honoured even when our reply comes after them.
        </li>
        <li>
          A refund ends Scholar at once and cancels the subscription, so nothing more is charged; your account stays on
          the free plan. When the money reaches your statement depends on your bank.
        </li>
      </ul>

      <h2>Fair use</h2>
      <ul>
        <li>Do not attack, overload or try to break into the service, or scrape it in bulk.</li>
        <li>Do not use Arkad to mislead others or to break the law.</li>
      </ul>

      <h2>Content</h2>
      <p>
        Arkad's lessons are original educational writing adapted from <em>The Richest Man in Babylon</em> by George S.
        Clason (1926), which is in the public domain in the United States. Clason died in 1957, so countries that
        protect a work for 70 years after its author's death protect the book until the end of 2027. Arkad is not
        affiliated with the author's estate or any publisher.
      </p>

      <h2 id="credits">Data sources and credits</h2>
      <p>
        <PriceDataCredit english />
      </p>
      <p>
        {PRICE_DATA_LICENCE_NOTE} The current price and the days after {PRICE_DATA_LAST_BUNDLED_DAY} come from the live
        market-data provider this server is configured with{provider ? `, ${provider.name},` : ''} when it can be
        reached. The calculator uses the daily close of each UTC day.
      </p>
      <p>
        {BENCHMARK_DATA_ATTRIBUTION} The calculator's benchmarks use these monthly series, in US dollars, only over the
        months they cover. The S&P 500 total return is an approximate one, built from Shiller&apos;s monthly price and
        dividend data, not a copy of the official S&P 500 Total Return index; it ends at June 2023, and the U.S. Bureau
        of Labor Statistics published no CPI for October 2025.
      </p>
      {provider ? (
        <p data-testid="price-provider-credit">
          <PriceProviderCredit provider={provider} />.
        </p>
      ) : null}
      <p>
        The share card of a calculator result and the certificate image are drawn in the Inter typeface by The Inter
        Project Authors (rsms.me/inter), used under the SIL Open Font License 1.1.
      </p>

      <h2>No warranty</h2>
      <p>
        We work hard to keep the app accurate and available, but it is provided as it is. Market data can be delayed or
        cached; the app says so when it is. To the extent the law allows, Arkad is not liable for losses from decisions
        you make.
      </p>

      <h2>Changes and ending</h2>
      <p>
        We may update these terms and will show the new date at the top. You may stop using Arkad at any time and ask us
        to delete your account.
      </p>

      <h2>Contact</h2>
      <p>
        Write to{' '}
        <a className="text-primary underline" href={supportHref}>
          {SUPPORT_EMAIL}
        </a>
        . We answer within {TERMS_RESPONSE_TIME}.
      </p>
    </LegalPage>
  );
}
