import type { PriceSeries } from '@shared/domain/dca-window';
import { glossaryPages } from './glossary-pages';
import { guidePage, learnPage, storyPages, strategyPages } from './learn-pages';
import type { PublicPage } from './public-page';
import { PublicLayout, publicPaths, TextLink } from './public-layout';
import { scenarioIndexPage, scenarioPage } from './scenario-pages';
import { scenarioFigures, scenarios } from './scenarios';

/** The day each kind of page last changed (YYYY-MM-DD): from the history of its content. */
export interface ContentChanges {
  learn: string;
  guide: string;
  stories: string;
  strategies: string;
  glossary: string;
}

/** Every public page, in sitemap order. Scenario pages are as new as the last price they use. */
export function publicSite(series: PriceSeries, changes: ContentChanges): PublicPage[] {
  const lastDay = series.dates[series.dates.length - 1];
  if (lastDay === undefined) throw new Error('The price series is empty');
  return [
    learnPage(changes.learn),
    guidePage(changes.guide),
    ...storyPages(changes.stories),
    ...strategyPages(changes.strategies),
    ...glossaryPages(changes.glossary),
    scenarioIndexPage(lastDay),
    ...scenarios.map((scenario) => scenarioPage(scenario, scenarioFigures(series, scenario))),
  ];
}

/**
 * The sections whose unknown paths answer 404 with the not-found page (an unknown term, scenario,
 * story or strategy), rather than the app's page.
 */
export const publicSections = ['/learn/', '/glossary/', '/calculator/'] as const;

/** The page an unknown term, scenario or reading answers with, with HTTP 404; not indexed. */
export function notFoundPage(lastmod: string): PublicPage {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Page not found', path: '/404' },
  ];
  return {
    path: '/404',
    title: 'Page not found | Arkad',
    description: 'There is no Arkad page at this address.',
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [],
    main: (
      <PublicLayout crumbs={crumbs}>
        <h1 className="font-display text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="mt-3">There is no page at this address: the term, plan or reading may be misspelled.</p>
        <ul className="mt-4 list-disc space-y-1 pl-5">
          <li>
            <TextLink href={publicPaths.glossary}>Every glossary term</TextLink>
          </li>
          <li>
            <TextLink href={publicPaths.calculator}>Every DCA scenario</TextLink>
          </li>
          <li>
            <TextLink href={publicPaths.learn}>The learning path and its readings</TextLink>
          </li>
        </ul>
      </PublicLayout>
    ),
  };
}
