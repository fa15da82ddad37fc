import type { PriceSeries } from '@shared/domain/dca-window';
import { englishGlossary, translatedGlossary, type Glossary } from '@shared/content/glossary';
import { glossaryDefinitionsEs } from '@shared/content/es/glossary-definitions';
import { glossaryCategoryLabelsEs, glossaryNamesEs } from '@shared/content/es/glossary-index';
import { languages, type Language } from '@shared/i18n/languages';
import { glossaryPages } from './glossary-pages';
import { publicCopy } from './public-copy';
import { guidePage, learnPage, storyPages, strategyPages } from './learn-pages';
import { localizedPath, type PublicPage } from './public-page';
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

/** The glossary in each language the public pages have (the build imports every language's modules). */
const glossaries: Record<Language, Glossary> = {
  en: englishGlossary,
  es: translatedGlossary('es', glossaryNamesEs, {
    definitions: glossaryDefinitionsEs,
    categoryLabels: glossaryCategoryLabelsEs,
  }),
};

/**
 * The kinds of public page and the languages each is written in. A kind in another language has
 * its pages under that language's prefix ('/es/glossary/bitcoin', the same slug), linked to the
 * English ones by `hreflang` and in the sitemap. Giving a kind another language is adding it to
 * that kind's `languages` here (its page functions then take the language, as the glossary's do).
 */
function pageKinds(series: PriceSeries, changes: ContentChanges, lastDay: string) {
  return [
    { languages: ['en', 'es'], pages: (language) => [learnPage(changes.learn, language)] },
    { languages: ['en', 'es'], pages: (language) => [guidePage(changes.guide, language)] },
    { languages: ['en', 'es'], pages: (language) => storyPages(changes.stories, language) },
    { languages: ['en', 'es'], pages: (language) => strategyPages(changes.strategies, language) },
    { languages: ['en', 'es'], pages: (language) => glossaryPages(glossaries[language], changes.glossary) },
    { languages: ['en', 'es'], pages: (language) => [scenarioIndexPage(lastDay, language)] },
    {
      languages: ['en', 'es'],
      pages: (language) =>
        scenarios.map((scenario) => scenarioPage(scenario, scenarioFigures(series, scenario), language)),
    },
  ] satisfies { languages: readonly Language[]; pages(language: Language): PublicPage[] }[];
}

/** The path a page has in English: its own without the language's prefix. */
function englishPath(page: PublicPage): string {
  const language = page.language ?? 'en';
  if (language === 'en') return page.path;
  const prefix = localizedPath(language, '/');
  return page.path === prefix ? '/' : page.path.slice(prefix.length);
}

/**
 * Every public page, in sitemap order (each kind's English pages, then the same in Spanish), each
 * with its alternates: the same page in every language it exists in. Scenario pages are as new as
 * the last price they use.
 */
export function publicSite(series: PriceSeries, changes: ContentChanges): PublicPage[] {
  const lastDay = series.dates[series.dates.length - 1];
  if (lastDay === undefined) throw new Error('The price series is empty');
  const pages = pageKinds(series, changes, lastDay).flatMap((kind) =>
    languages.filter((language) => kind.languages.includes(language)).flatMap((language) => kind.pages(language)),
  );
  const byEnglishPath = new Map<string, Partial<Record<Language, string>>>();
  for (const page of pages) {
    const key = englishPath(page);
    byEnglishPath.set(key, { ...byEnglishPath.get(key), [page.language ?? 'en']: page.path });
  }
  return pages.map((page) => {
    const alternates = byEnglishPath.get(englishPath(page)) ?? {};
    return Object.keys(alternates).length > 1 ? { ...page, alternates } : page;
  });
}

/**
 * The sections whose unknown paths answer 404 with the not-found page (an unknown term, scenario,
 * story or strategy), rather than the app's page.
 */
export const publicSections = ['/learn/', '/glossary/', '/calculator/', '/es/'] as const;

/** The page an unknown term, scenario or reading answers with, with HTTP 404; not indexed. */
export function notFoundPage(lastmod: string, language: Language = 'en'): PublicPage {
  const copy = publicCopy[language];
  const crumbs = [
    { name: copy.home, path: localizedPath(language, '/') },
    { name: copy.notFound.heading, path: localizedPath(language, '/404') },
  ];
  return {
    language,
    path: localizedPath(language, '/404'),
    title: copy.notFound.title,
    description: copy.notFound.description,
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [],
    main: (
      <PublicLayout crumbs={crumbs} language={language}>
        <h1 className="font-display text-3xl font-bold tracking-tight">{copy.notFound.heading}</h1>
        <p className="mt-3">{copy.notFound.body}</p>
        <ul className="mt-4 list-disc space-y-1 pl-5">
          <li>
            <TextLink href={localizedPath(language, publicPaths.glossary)}>{copy.notFound.terms}</TextLink>
          </li>
          <li>
            <TextLink href={localizedPath(language, publicPaths.calculator)}>{copy.notFound.scenarios}</TextLink>
          </li>
          <li>
            <TextLink href={localizedPath(language, publicPaths.learn)}>{copy.notFound.learn}</TextLink>
          </li>
        </ul>
      </PublicLayout>
    ),
  };
}
