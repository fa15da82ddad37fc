import type { ReactNode } from 'react';
import { formatBtc, formatMoney, formatPercent, formatPrice, formatSats } from '@shared/domain/format';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { pluralNoun } from '@shared/domain/plural';
import { paths } from '@/config/paths';
import { publicCopy } from './public-copy';
import { absoluteUrl, localizedPath, otherLanguageOf, type Crumb, type PublicPage } from './public-page';
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

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(intlLocales.es, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** '21 August 2026' ('21 de agosto de 2026'), from 'YYYY-MM-DD' (read as a UTC day). */
export function formatDay(isoDay: string, language: Language = 'en'): string {
  return dayFormats[language].format(new Date(`${isoDay}T00:00:00Z`));
}

/** How a page writes its figures: the app's formatters in English, Intl in the language's locale otherwise. */
interface Figures {
  money(value: number): string;
  price(value: number): string;
  percent(value: number, signed?: boolean): string;
  btc(value: number): string;
  sats(value: number): string;
  day(isoDay: string): string;
  count(value: number): string;
}

function figuresIn(language: Language): Figures {
  if (language === 'en') {
    return {
      money: (value) => formatMoney(value),
      price: (value) => formatPrice(value),
      percent: (value, signed = false) => formatPercent(value, { signed }),
      btc: (value) => formatBtc(value),
      sats: (value) => formatSats(value),
      day: (isoDay) => formatDay(isoDay),
      count: (value) => String(value),
    };
  }
  const locale = intlLocales[language];
  const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);
  const money = number({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = number({ minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' });
  const signedPercent = number({ minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const btc = number({ minimumFractionDigits: 8, maximumFractionDigits: 8 });
  const whole = number({ maximumFractionDigits: 0 });
  return {
    money: (value) => money.format(value),
    price: (value) => money.format(value),
    percent: (value, signed = false) => `${(signed ? signedPercent : percent).format(value)}%`,
    btc: (value) => `${btc.format(value)} BTC`,
    // 'sat' and 'sats' are the unit's names in Spanish too.
    sats: (value) => `${whole.format(Math.round(value))} ${pluralNoun(Math.round(value), 'sat')}`,
    day: (isoDay) => formatDay(isoDay, language),
    count: (value) => whole.format(value),
  };
}

/** What the scenario pages say, in each language they have; figures come formatted. */
const pageCopy = {
  en: {
    frequency: scenarioFrequencyText,
    frequencyNoun: { weekly: 'a week', monthly: 'every 30 days' },
    name: (amount: string, frequency: string, year: number) => `${amount} ${frequency} since ${year}`,
    description: (amount: string, frequency: string, first: string, invested: string, value: string, last: string) =>
      `Had you bought ${amount} of bitcoin ${frequency} from ${first}: ${invested} in, worth ${value} on ${last}.`,
    story: (f: Record<string, string>) =>
      `Had you bought ${f.amount} of bitcoin ${f.frequency} from ${f.first}, at each day's closing price on Bitstamp, you would have made ${f.purchases} purchases to ${f.lastPurchase}, put in ${f.invested} and held ${f.btc}. At the close of ${f.last} that holding was worth ${f.value}.`,
    putIn: 'Put in',
    purchases: (count: string) => `${count} purchases`,
    worthOn: (day: string) => `Worth on ${day}`,
    atClose: (price: string) => `At that day's close, ${price}`,
    returnLabel: 'Return on the money put in',
    held: 'Bitcoin held',
    averageCost: 'Average cost per bitcoin',
    atOnce: (day: string) => `Everything at once on ${day}`,
    atOnceNote: (percent: string, price: string) => `${percent}, at that day's close, ${price}`,
    drawdown: (percent: string, peak: string, trough: string) =>
      `On the way, the holding's value fell as much as ${percent} from an earlier peak: from ${peak} to ${trough}.`,
    howComputed: 'How these figures were computed',
    rules: (f: Record<string, string>) =>
      `One purchase every ${f.step} days from ${f.first}, each at that day's closing price, with no fees; the holding is valued at the close of ${f.last}, the last day of the bundled prices. “Everything at once” puts the same ${f.invested} in on the first day. These are the rules of Arkad's DCA calculator, run once when this page was built; the page covers ${f.first} to ${f.last} and nothing after.`,
    pastPrices: (amount: string, frequency: string) =>
      `These are past prices. They say nothing about what bitcoin will do, and ${amount} ${frequency} is an example, not a recommendation.`,
    otherPlans: 'Other plans',
    title: (name: string) => `${name} in bitcoin: what it would have bought | Arkad`,
    kicker: (day: string) => `DCA scenario · prices to ${day}`,
    signUp: 'Running your own amounts, dates and fees in the calculator',
    indexTitle: 'Dollar-cost averaging in bitcoin: common plans on past prices | Arkad',
    indexDescription: (count: number, low: string, high: string, day: string) =>
      `What ${count} common plans, ${low} to ${high} a week or every 30 days, would have bought on Bitstamp's daily closes to ${day}.`,
    indexName: 'DCA scenarios',
    indexHeading: 'DCA scenarios on past prices',
    indexIntro: (day: string, learningPath: ReactNode) => (
      <>
        Each page says what a fixed amount bought on a schedule would have bought on Bitstamp&apos;s daily closes, from
        1 January of the year named to {day}, and what the same money put in at once would have been worth. Past figures
        only: they say nothing about future prices. Step 6 of the {learningPath}.
      </>
    ),
    learningPath: 'learning path',
    bought: (frequency: string) => `Bought ${frequency}`,
    since: (year: number) => `since ${year}`,
    indexSignUp: 'Running your own plan in the calculator',
  },
  es: {
    frequency: { weekly: 'cada semana', monthly: 'cada 30 días' },
    frequencyNoun: { weekly: 'a la semana', monthly: 'cada 30 días' },
    name: (amount: string, frequency: string, year: number) => `${amount} ${frequency} desde ${year}`,
    description: (amount: string, frequency: string, first: string, invested: string, value: string, last: string) =>
      `Si hubieras comprado ${amount} de bitcoin ${frequency} desde el ${first}: ${invested} aportados, que valían ${value} el ${last}.`,
    story: (f: Record<string, string>) =>
      `Si hubieras comprado ${f.amount} de bitcoin ${f.frequency} desde el ${f.first}, al precio de cierre de cada día en Bitstamp, habrías hecho ${f.purchases} compras hasta el ${f.lastPurchase}, aportado ${f.invested} y acumulado ${f.btc}. Al cierre del ${f.last}, esa tenencia valía ${f.value}.`,
    putIn: 'Aportado',
    purchases: (count: string) => `${count} compras`,
    worthOn: (day: string) => `Valor el ${day}`,
    atClose: (price: string) => `Al cierre de ese día, ${price}`,
    returnLabel: 'Rendimiento sobre el dinero aportado',
    held: 'Bitcoin acumulado',
    averageCost: 'Costo promedio por bitcoin',
    atOnce: (day: string) => `Todo de una vez el ${day}`,
    atOnceNote: (percent: string, price: string) => `${percent}, al cierre de ese día, ${price}`,
    drawdown: (percent: string, peak: string, trough: string) =>
      `En el camino, el valor de la tenencia llegó a caer ${percent} desde un máximo anterior: del ${peak} al ${trough}.`,
    howComputed: 'Cómo se calcularon estas cifras',
    rules: (f: Record<string, string>) =>
      `Una compra cada ${f.step} días desde el ${f.first}, cada una al precio de cierre de ese día, sin comisiones; la tenencia se valora al cierre del ${f.last}, el último día de los precios incluidos. “Todo de una vez” aporta los mismos ${f.invested} el primer día. Son las reglas de la calculadora de DCA de Arkad, ejecutadas una vez al generar esta página; la página cubre del ${f.first} al ${f.last} y nada después.`,
    pastPrices: (amount: string, frequency: string) =>
      `Son precios pasados. No dicen nada sobre lo que hará bitcoin, y ${amount} ${frequency} es un ejemplo, no una recomendación.`,
    otherPlans: 'Otros planes',
    title: (name: string) => `${name} en bitcoin: lo que habría comprado | Arkad`,
    kicker: (day: string) => `Escenario de DCA · precios hasta el ${day}`,
    signUp: 'Probar tus propios montos, fechas y comisiones en la calculadora',
    indexTitle: 'Compras periódicas (DCA) de bitcoin: planes comunes con precios pasados | Arkad',
    indexDescription: (count: number, low: string, high: string, day: string) =>
      `Lo que habrían comprado ${count} planes comunes, de ${low} a ${high} a la semana o cada 30 días, con los cierres diarios de Bitstamp hasta el ${day}.`,
    indexName: 'Escenarios de DCA',
    indexHeading: 'Escenarios de DCA con precios pasados',
    indexIntro: (day: string, learningPath: ReactNode) => (
      <>
        Cada página dice lo que un monto fijo comprado con un calendario habría comprado con los cierres diarios de
        Bitstamp, desde el 1 de enero del año indicado hasta el {day}, y cuánto habría valido el mismo dinero aportado
        de una vez. Solo cifras pasadas: no dicen nada sobre los precios futuros. Paso 6 de la {learningPath}.
      </>
    ),
    learningPath: 'ruta de aprendizaje',
    bought: (frequency: string) => `Comprado ${frequency}`,
    since: (year: number) => `desde ${year}`,
    indexSignUp: 'Probar tu propio plan en la calculadora',
  },
} satisfies Record<Language, unknown>;

function crumbsOf(language: Language) {
  const home: Crumb = { name: publicCopy[language].home, path: localizedPath(language, '/') };
  const calculatorCrumb: Crumb = {
    name: publicCopy[language].dcaScenarios,
    path: localizedPath(language, publicPaths.calculator),
  };
  return { home, calculatorCrumb };
}

const scenarioPath = (language: Language, slug: string) => localizedPath(language, publicPaths.scenario(slug));
const dollars = (amount: number, language: Language) =>
  language === 'en' ? `$${amount}` : figuresIn(language).money(amount).replace(/\.00$/, '');

/** '$100 a week since 2020' ('USD 100 a la semana desde 2020'). */
export function scenarioName(scenario: Scenario, language: Language = 'en'): string {
  const copy = pageCopy[language];
  return copy.name(dollars(scenario.amount, language), copy.frequencyNoun[scenario.frequency], scenario.startYear);
}

export function scenarioDescription(scenario: Scenario, figures: ScenarioFigures, language: Language = 'en'): string {
  const f = figuresIn(language);
  return pageCopy[language].description(
    dollars(scenario.amount, language),
    pageCopy[language].frequency[scenario.frequency],
    f.day(figures.firstDay),
    f.money(figures.invested),
    f.money(figures.value),
    f.day(figures.lastDay),
  );
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

function ScenarioFiguresView({
  scenario,
  figures,
  language,
}: {
  scenario: Scenario;
  figures: ScenarioFigures;
  language: Language;
}) {
  const copy = pageCopy[language];
  const f = figuresIn(language);
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed">
        {copy.story({
          amount: dollars(scenario.amount, language),
          frequency: copy.frequency[scenario.frequency],
          first: f.day(figures.firstDay),
          purchases: f.count(figures.purchases),
          lastPurchase: f.day(figures.lastPurchaseDate),
          invested: f.money(figures.invested),
          btc: f.btc(figures.btc),
          last: f.day(figures.lastDay),
          value: f.money(figures.value),
        })}
      </p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label={copy.putIn}
          value={f.money(figures.invested)}
          note={copy.purchases(f.count(figures.purchases))}
        />
        <Figure
          label={copy.worthOn(f.day(figures.lastDay))}
          value={f.money(figures.value)}
          note={copy.atClose(f.price(figures.endingPrice))}
        />
        <Figure label={copy.returnLabel} value={f.percent(figures.returnPercent, true)} />
        <Figure label={copy.held} value={f.btc(figures.btc)} note={f.sats(figures.sats)} />
        <Figure label={copy.averageCost} value={f.price(figures.averageCostPerBtc)} />
        <Figure
          label={copy.atOnce(f.day(figures.firstDay))}
          value={f.money(figures.lumpSumValue)}
          note={copy.atOnceNote(f.percent(figures.lumpSumReturnPercent, true), f.price(figures.startingPrice))}
        />
      </dl>
      {figures.maxDrawdown ? (
        <p className="mt-6 leading-relaxed">
          {copy.drawdown(
            f.percent(figures.maxDrawdown.percent),
            f.day(figures.maxDrawdown.peakDate),
            f.day(figures.maxDrawdown.troughDate),
          )}
        </p>
      ) : null}
    </>
  );
}

function Conventions({
  scenario,
  figures,
  language,
}: {
  scenario: Scenario;
  figures: ScenarioFigures;
  language: Language;
}) {
  const copy = pageCopy[language];
  const f = figuresIn(language);
  return (
    <section className="mt-8 space-y-2 text-sm text-muted-foreground" aria-labelledby="how-computed">
      <h2 id="how-computed" className="text-base font-semibold text-foreground">
        {copy.howComputed}
      </h2>
      <p>
        {copy.rules({
          step: f.count(figures.stepDays),
          first: f.day(figures.firstDay),
          last: f.day(figures.lastDay),
          invested: f.money(figures.invested),
        })}
      </p>
      <p>
        {copy.pastPrices(dollars(scenario.amount, language), copy.frequency[scenario.frequency])}{' '}
        {publicCopy[language].disclaimer}
      </p>
      <p>{publicCopy[language].priceDataAttribution}</p>
    </section>
  );
}

function OtherScenarios({ scenario, language }: { scenario: Scenario; language: Language }) {
  const others = scenarios.filter(
    (other) =>
      other.slug !== scenario.slug &&
      (other.amount === scenario.amount || other.startYear === scenario.startYear) &&
      other.frequency === scenario.frequency,
  );
  return (
    <section className="mt-8" aria-labelledby="other-plans">
      <h2 id="other-plans" className="text-lg font-semibold">
        {pageCopy[language].otherPlans}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {others.map((other) => (
          <li key={other.slug}>
            <a
              href={scenarioPath(language, other.slug)}
              className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
            >
              {scenarioName(other, language)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function scenarioPage(scenario: Scenario, figures: ScenarioFigures, language: Language = 'en'): PublicPage {
  const copy = pageCopy[language];
  const { home, calculatorCrumb } = crumbsOf(language);
  const path = scenarioPath(language, scenario.slug);
  const name = scenarioName(scenario, language);
  const crumbs = [home, calculatorCrumb, { name, path }];
  return {
    language,
    path,
    title: copy.title(name),
    description: scenarioDescription(scenario, figures, language),
    lastmod: figures.lastDay,
    breadcrumbs: crumbs,
    ogType: 'article',
    jsonLd: [
      {
        '@type': 'WebPage',
        '@id': absoluteUrl(path),
        url: absoluteUrl(path),
        name,
        description: scenarioDescription(scenario, figures, language),
        inLanguage: language,
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
      <PublicLayout
        crumbs={crumbs}
        language={language}
        otherLanguage={otherLanguageOf(language, publicPaths.scenario(scenario.slug))}
      >
        <article>
          <p className="text-sm font-medium text-muted-foreground">
            {copy.kicker(formatDay(figures.lastDay, language))}
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{name}</h1>
          <ScenarioFiguresView scenario={scenario} figures={figures} language={language} />
          <Conventions scenario={scenario} figures={figures} language={language} />
          <OtherScenarios scenario={scenario} language={language} />
          <SignUpPrompt action={copy.signUp} next={paths.home('calculator')} language={language} />
        </article>
      </PublicLayout>
    ),
  };
}

export function scenarioIndexPage(lastDay: string, language: Language = 'en'): PublicPage {
  const copy = pageCopy[language];
  const { home, calculatorCrumb } = crumbsOf(language);
  const crumbs = [home, calculatorCrumb];
  const path = localizedPath(language, publicPaths.calculator);
  return {
    language,
    path,
    title: copy.indexTitle,
    description: copy.indexDescription(
      scenarios.length,
      dollars(scenarioAmounts[0], language),
      dollars(scenarioAmounts[scenarioAmounts.length - 1] ?? 0, language),
      formatDay(lastDay, language),
    ),
    lastmod: lastDay,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [
      {
        '@type': 'CollectionPage',
        '@id': absoluteUrl(path),
        url: absoluteUrl(path),
        name: copy.indexName,
        inLanguage: language,
        hasPart: scenarios.map((s) => ({
          '@type': 'WebPage',
          url: absoluteUrl(scenarioPath(language, s.slug)),
          name: scenarioName(s, language),
        })),
      },
    ],
    main: (
      <PublicLayout
        crumbs={crumbs}
        language={language}
        otherLanguage={otherLanguageOf(language, publicPaths.calculator)}
      >
        <h1 className="font-display text-3xl font-bold tracking-tight">{copy.indexHeading}</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          {copy.indexIntro(
            formatDay(lastDay, language),
            <TextLink href={localizedPath(language, publicPaths.learn)}>{copy.learningPath}</TextLink>,
          )}
        </p>
        {scenarioFrequencies.map((frequency) => (
          <section key={frequency} className="mt-8" aria-labelledby={`plans-${frequency}`}>
            <h2 id={`plans-${frequency}`} className="text-xl font-semibold">
              {copy.bought(copy.frequency[frequency])}
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {scenarioAmounts.map((amount) => (
                <div key={amount} className="rounded-md border bg-card p-3">
                  <p className="font-medium">{dollars(amount, language)}</p>
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                    {scenarioStartYears.map((year) => {
                      const scenario = scenarios.find(
                        (s) => s.amount === amount && s.frequency === frequency && s.startYear === year,
                      );
                      return scenario ? (
                        <li key={year}>
                          {/* The amount and frequency are in the card's heading; the link says them too. */}
                          <a
                            href={scenarioPath(language, scenario.slug)}
                            aria-label={scenarioName(scenario, language)}
                            className="font-medium text-primary underline-offset-4 hover:underline"
                          >
                            {copy.since(year)}
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
        <p className="mt-8 text-sm text-muted-foreground">{publicCopy[language].priceDataAttribution}</p>
        <SignUpPrompt action={copy.indexSignUp} next={paths.home('calculator')} language={language} />
      </PublicLayout>
    ),
  };
}
