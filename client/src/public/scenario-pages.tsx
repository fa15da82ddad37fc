import { formatBtc, formatMoney, formatPercent, formatPrice, formatSats } from '@shared/domain/format';
import { PRICE_DATA_ATTRIBUTION } from '@shared/domain/price-data';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { paths } from '@/config/paths';
import { absoluteUrl, type Crumb, type PublicPage } from './public-page';
import { PublicLayout, publicPaths, SignUpPrompt, TextLink } from './public-layout';
import {
  scenarioAmounts,
  scenarioFrequencies,
  scenarioFrequencyText,
  scenarios,
  scenarioStartYears,
  type Scenario,
  type ScenarioFigures,
} from './scenarios';

/**
 * The calculator's scenario pages: past figures only, for a plan already run on the bundled daily
 * closes ('had you bought'), with the days they cover and the data's credit. Nothing here says
 * what a plan will do.
 */

const home: Crumb = { name: 'Home', path: '/' };
const calculatorCrumb: Crumb = { name: 'DCA scenarios', path: publicPaths.calculator };

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '21 August 2026', from 'YYYY-MM-DD' (read as a UTC day). */
export function formatDay(isoDay: string): string {
  return dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

const frequencyNoun: Record<Scenario['frequency'], string> = { weekly: 'a week', monthly: 'every 30 days' };

/** '$100 a week since 2020'. */
export function scenarioName(scenario: Scenario): string {
  return `$${scenario.amount} ${frequencyNoun[scenario.frequency]} since ${scenario.startYear}`;
}

export function scenarioDescription(scenario: Scenario, figures: ScenarioFigures): string {
  return `Had you bought $${scenario.amount} of bitcoin ${scenarioFrequencyText[scenario.frequency]} from ${formatDay(figures.firstDay)}: ${formatMoney(figures.invested)} in, worth ${formatMoney(figures.value)} on ${formatDay(figures.lastDay)}.`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

function ScenarioFiguresView({ scenario, figures }: { scenario: Scenario; figures: ScenarioFigures }) {
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed">
        Had you bought ${scenario.amount} of bitcoin {scenarioFrequencyText[scenario.frequency]} from{' '}
        {formatDay(figures.firstDay)}, at each day&apos;s closing price on Bitstamp, you would have made{' '}
        {figures.purchases} purchases to {formatDay(figures.lastPurchaseDate)}, put in {formatMoney(figures.invested)}{' '}
        and held {formatBtc(figures.btc)}. At the close of {formatDay(figures.lastDay)} that holding was worth{' '}
        {formatMoney(figures.value)}.
      </p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Put in" value={formatMoney(figures.invested)} note={`${figures.purchases} purchases`} />
        <Figure
          label={`Worth on ${formatDay(figures.lastDay)}`}
          value={formatMoney(figures.value)}
          note={`At that day's close, ${formatPrice(figures.endingPrice)}`}
        />
        <Figure label="Return on the money put in" value={formatPercent(figures.returnPercent, { signed: true })} />
        <Figure label="Bitcoin held" value={formatBtc(figures.btc)} note={formatSats(figures.sats)} />
        <Figure label="Average cost per bitcoin" value={formatPrice(figures.averageCostPerBtc)} />
        <Figure
          label={`Everything at once on ${formatDay(figures.firstDay)}`}
          value={formatMoney(figures.lumpSumValue)}
          note={`${formatPercent(figures.lumpSumReturnPercent, { signed: true })}, at that day's close, ${formatPrice(figures.startingPrice)}`}
        />
      </dl>
      {figures.maxDrawdown ? (
        <p className="mt-6 leading-relaxed">
          On the way, the holding&apos;s value fell as much as {formatPercent(figures.maxDrawdown.percent)} from an
          earlier peak: from {formatDay(figures.maxDrawdown.peakDate)} to {formatDay(figures.maxDrawdown.troughDate)}.
        </p>
      ) : null}
    </>
  );
}

function Conventions({ scenario, figures }: { scenario: Scenario; figures: ScenarioFigures }) {
  return (
    <section className="mt-8 space-y-2 text-sm text-muted-foreground" aria-labelledby="how-computed">
      <h2 id="how-computed" className="text-base font-semibold text-foreground">
        How these figures were computed
      </h2>
      <p>
        One purchase every {figures.stepDays} days from {formatDay(figures.firstDay)}, each at that day&apos;s closing
        price, with no fees; the holding is valued at the close of {formatDay(figures.lastDay)}, the last day of the
        bundled prices. &ldquo;Everything at once&rdquo; puts the same {formatMoney(figures.invested)} in on the first
        day. These are the rules of Arkad&apos;s DCA calculator, run once when this page was built; the page covers{' '}
        {formatDay(figures.firstDay)} to {formatDay(figures.lastDay)} and nothing after.
      </p>
      <p>
        These are past prices. They say nothing about what bitcoin will do, and ${scenario.amount}{' '}
        {scenarioFrequencyText[scenario.frequency]} is an example, not a recommendation. {EDUCATIONAL_DISCLAIMER}
      </p>
      <p>{PRICE_DATA_ATTRIBUTION}</p>
    </section>
  );
}

function OtherScenarios({ scenario }: { scenario: Scenario }) {
  const others = scenarios.filter(
    (other) =>
      other.slug !== scenario.slug &&
      (other.amount === scenario.amount || other.startYear === scenario.startYear) &&
      other.frequency === scenario.frequency,
  );
  return (
    <section className="mt-8" aria-labelledby="other-plans">
      <h2 id="other-plans" className="text-lg font-semibold">
        Other plans
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {others.map((other) => (
          <li key={other.slug}>
            <a
              href={publicPaths.scenario(other.slug)}
              className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
            >
              {scenarioName(other)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function scenarioPage(scenario: Scenario, figures: ScenarioFigures): PublicPage {
  const path = publicPaths.scenario(scenario.slug);
  const name = scenarioName(scenario);
  const crumbs = [home, calculatorCrumb, { name, path }];
  return {
    path,
    title: `${name} in bitcoin: what it would have bought | Arkad`,
    description: scenarioDescription(scenario, figures),
    lastmod: figures.lastDay,
    breadcrumbs: crumbs,
    ogType: 'article',
    jsonLd: [
      {
        '@type': 'WebPage',
        '@id': absoluteUrl(path),
        url: absoluteUrl(path),
        name,
        description: scenarioDescription(scenario, figures),
        isAccessibleForFree: true,
        temporalCoverage: `${figures.firstDay}/${figures.lastDay}`,
        isBasedOn: {
          '@type': 'Dataset',
          name: 'Bitcoin Historical Data (Bitstamp BTC/USD), reduced to one close per UTC day',
          creator: { '@type': 'Person', name: 'Zielak (mczielinski)' },
          license: 'https://creativecommons.org/licenses/by-sa/4.0/',
        },
      },
    ],
    main: (
      <PublicLayout crumbs={crumbs}>
        <article>
          <p className="text-sm font-medium text-muted-foreground">
            DCA scenario · prices to {formatDay(figures.lastDay)}
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{name}</h1>
          <ScenarioFiguresView scenario={scenario} figures={figures} />
          <Conventions scenario={scenario} figures={figures} />
          <OtherScenarios scenario={scenario} />
          <SignUpPrompt
            action="Running your own amounts, dates and fees in the calculator"
            next={paths.home('calculator')}
          />
        </article>
      </PublicLayout>
    ),
  };
}

export function scenarioIndexPage(lastDay: string): PublicPage {
  const crumbs = [home, calculatorCrumb];
  return {
    path: publicPaths.calculator,
    title: 'Dollar-cost averaging in bitcoin: common plans on past prices | Arkad',
    description: `What ${scenarios.length} common plans, $${scenarioAmounts[0]} to $${scenarioAmounts[scenarioAmounts.length - 1]} a week or every 30 days, would have bought on Bitstamp's daily closes to ${formatDay(lastDay)}.`,
    lastmod: lastDay,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        '@id': absoluteUrl(publicPaths.calculator),
        url: absoluteUrl(publicPaths.calculator),
        name: 'DCA scenarios',
        hasPart: scenarios.map((s) => ({
          '@type': 'WebPage',
          url: absoluteUrl(publicPaths.scenario(s.slug)),
          name: scenarioName(s),
        })),
      },
    ],
    main: (
      <PublicLayout crumbs={crumbs}>
        <h1 className="font-display text-3xl font-bold tracking-tight">DCA scenarios on past prices</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Each page says what a fixed amount bought on a schedule would have bought on Bitstamp&apos;s daily closes,
          from 1 January of the year named to {formatDay(lastDay)}, and what the same money put in at once would have
          been worth. Past figures only: they say nothing about future prices. Step 6 of the{' '}
          <TextLink href={publicPaths.learn}>learning path</TextLink>.
        </p>
        {scenarioFrequencies.map((frequency) => (
          <section key={frequency} className="mt-8" aria-labelledby={`plans-${frequency}`}>
            <h2 id={`plans-${frequency}`} className="text-xl font-semibold">
              Bought {scenarioFrequencyText[frequency]}
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {scenarioAmounts.map((amount) => (
                <div key={amount} className="rounded-md border bg-card p-3">
                  <p className="font-medium">${amount}</p>
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                    {scenarioStartYears.map((year) => {
                      const scenario = scenarios.find(
                        (s) => s.amount === amount && s.frequency === frequency && s.startYear === year,
                      );
                      return scenario ? (
                        <li key={year}>
                          {/* The amount and frequency are in the card's heading; the link says them too. */}
                          <a
                            href={publicPaths.scenario(scenario.slug)}
                            aria-label={scenarioName(scenario)}
                            className="font-medium text-primary underline-offset-4 hover:underline"
                          >
                            since {year}
                          </a>
                        </li>
                      ) : null;
                    })}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ))}
        <p className="mt-8 text-sm text-muted-foreground">{PRICE_DATA_ATTRIBUTION}</p>
        <SignUpPrompt action="Running your own plan in the calculator" next={paths.home('calculator')} />
      </PublicLayout>
    ),
  };
}
