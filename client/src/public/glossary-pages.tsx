import type { ReactElement } from 'react';
import type { Glossary, GlossaryEntry } from '@shared/content/glossary';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@/config/paths';
import { publicCopy } from './public-copy';
import { absoluteUrl, localizedPath, otherLanguageOf, type Crumb, type PublicPage } from './public-page';
import { PublicLayout, publicPaths, SignUpPrompt, TextLink } from './public-layout';

/**
 * The glossary on the open web (decision 062): an index of every term, and a page per term. A
 * free term's page has its whole definition; a Scholar term's page has its name, its one-sentence
 * summary and what Scholar opens, and its structured data says it is not free to read.
 */

/** What the glossary's pages say around the terms, in each language they have. */
const pageCopy = {
  en: {
    glossaryName: 'Arkad Bitcoin glossary',
    indexTitle: (count: number) => `Bitcoin glossary: ${count} terms in plain language | Arkad`,
    indexDescription: (count: number, free: number) =>
      `Bitcoin's words explained for beginners: ${count} terms from wallet and halving to multisig, ${free} of them free to read in full.`,
    heading: 'Bitcoin glossary',
    intro: (count: number, free: number, learningPath: ReactElement) => (
      <>
        {count} terms in plain language, step 2 of Arkad&apos;s {learningPath}. {free} terms are free to read in full;
        the others are part of Scholar, and their pages give a one-sentence summary.
      </>
    ),
    learningPath: 'learning path',
    scholar: 'Scholar',
    relatedTerms: 'Related terms',
    whyItMatters: 'Why it matters',
    examples: 'Examples',
    scholarHeading: 'The whole entry is part of Scholar',
    scholarIntro:
      "Its full definition, why it matters and examples are in the glossary of Arkad's Scholar plan, which opens:",
    seePlans: 'See the plans',
    termTitle: (term: string) => `${term}: meaning in Bitcoin | Arkad glossary`,
    freeTerm: 'Free term',
    scholarTerm: 'Scholar term',
    also: (names: string) => `Also: ${names}`,
    signUpAction: 'Keeping your place in the glossary and its quiz',
  },
  es: {
    glossaryName: 'Glosario de Bitcoin de Arkad',
    indexTitle: (count: number) => `Glosario de Bitcoin: ${count} términos en lenguaje sencillo | Arkad`,
    indexDescription: (count: number, free: number) =>
      `Las palabras de Bitcoin explicadas para principiantes: ${count} términos, de billetera y halving a multifirma; ${free} se leen completos gratis.`,
    heading: 'Glosario de Bitcoin',
    intro: (count: number, free: number, learningPath: ReactElement) => (
      <>
        {count} términos en lenguaje sencillo, el paso 2 de la {learningPath} de Arkad. {free} términos se leen
        completos gratis; los demás son parte de Scholar, y sus páginas dan un resumen de una oración.
      </>
    ),
    learningPath: 'ruta de aprendizaje',
    scholar: 'Scholar',
    relatedTerms: 'Términos relacionados',
    whyItMatters: 'Por qué importa',
    examples: 'Ejemplos',
    scholarHeading: 'La entrada completa es parte de Scholar',
    scholarIntro:
      'Su definición completa, por qué importa y los ejemplos están en el glosario del plan Scholar de Arkad, que incluye:',
    seePlans: 'Ver los planes',
    termTitle: (term: string) => `${term}: qué significa en Bitcoin | Glosario de Arkad`,
    freeTerm: 'Término gratuito',
    scholarTerm: 'Término de Scholar',
    also: (names: string) => `También: ${names}`,
    signUpAction: 'Guardar tu avance en el glosario y su cuestionario',
  },
} satisfies Record<Language, unknown>;

function crumbsOf(language: Language) {
  const home: Crumb = { name: publicCopy[language].home, path: localizedPath(language, '/') };
  const glossaryCrumb: Crumb = {
    name: publicCopy[language].glossary,
    path: localizedPath(language, publicPaths.glossary),
  };
  return { home, glossaryCrumb };
}

function definedTermSet(glossary: Glossary) {
  const path = localizedPath(glossary.language, publicPaths.glossary);
  return {
    '@type': 'DefinedTermSet',
    '@id': absoluteUrl(path),
    name: pageCopy[glossary.language].glossaryName,
    inLanguage: glossary.language,
  };
}

function termDescription(term: GlossaryEntry): string {
  return term.shortDefinition;
}

const termPath = (language: Language, id: string) => localizedPath(language, publicPaths.term(id));

export function glossaryIndexPage(glossary: Glossary, lastmod: string): PublicPage {
  const { language, terms } = glossary;
  const copy = pageCopy[language];
  const { home, glossaryCrumb } = crumbsOf(language);
  const crumbs = [home, glossaryCrumb];
  const freeCount = terms.filter((term) => term.free).length;
  const path = localizedPath(language, publicPaths.glossary);
  return {
    language,
    path,
    title: copy.indexTitle(terms.length),
    description: copy.indexDescription(terms.length, freeCount),
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [
      {
        ...definedTermSet(glossary),
        url: absoluteUrl(path),
        hasDefinedTerm: terms.map((term) => ({
          '@type': 'DefinedTerm',
          '@id': absoluteUrl(termPath(language, term.id)),
          name: term.term,
          url: absoluteUrl(termPath(language, term.id)),
        })),
      },
    ],
    main: (
      <PublicLayout crumbs={crumbs} language={language} otherLanguage={otherLanguageOf(language, publicPaths.glossary)}>
        <h1 className="font-display text-3xl font-bold tracking-tight">{copy.heading}</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          {copy.intro(
            terms.length,
            freeCount,
            <TextLink href={localizedPath(language, publicPaths.learn)}>{copy.learningPath}</TextLink>,
          )}
        </p>
        {glossary.categories.map((category) => (
          <section key={category.id} className="mt-8" aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`} className="text-xl font-semibold">
              {category.label}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {terms
                .filter((term) => term.category === category.id)
                .map((term) => (
                  <li key={term.id} className="rounded-md border bg-card p-3">
                    <a href={termPath(language, term.id)} className="font-medium text-primary hover:underline">
                      {term.term}
                    </a>
                    {term.free ? null : <span className="ml-2 text-xs text-muted-foreground">{copy.scholar}</span>}
                    <p className="mt-1 text-sm text-muted-foreground">{term.shortDefinition}</p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </PublicLayout>
    ),
  };
}

function RelatedTerms({ term, glossary }: { term: GlossaryEntry; glossary: Glossary }) {
  const related = term.relatedTerms.map((id) => glossary.get(id)).filter((t): t is GlossaryEntry => Boolean(t));
  if (related.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="related-terms">
      <h2 id="related-terms" className="text-lg font-semibold">
        {pageCopy[glossary.language].relatedTerms}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {related.map((other) => (
          <li key={other.id}>
            <a
              href={termPath(glossary.language, other.id)}
              className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
            >
              {other.term}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FreeTermBody({ term, language }: { term: GlossaryEntry; language: Language }) {
  const copy = pageCopy[language];
  return (
    <>
      <p className="mt-4 text-lg">{term.definition}</p>
      <section className="mt-6" aria-labelledby="why-it-matters">
        <h2 id="why-it-matters" className="text-lg font-semibold">
          {copy.whyItMatters}
        </h2>
        <p className="mt-2">{term.whyItMatters}</p>
      </section>
      <section className="mt-6" aria-labelledby="examples">
        <h2 id="examples" className="text-lg font-semibold">
          {copy.examples}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {term.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

function ScholarTermBody({ term, language }: { term: GlossaryEntry; language: Language }) {
  const copy = pageCopy[language];
  return (
    <>
      <p className="mt-4 text-lg">{term.shortDefinition}</p>
      <section className="mt-6 rounded-lg border bg-card p-4 sm:p-5" aria-labelledby="scholar-opens">
        <h2 id="scholar-opens" className="text-lg font-semibold">
          {copy.scholarHeading}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{copy.scholarIntro}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {publicCopy[language].scholarBenefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <TextLink href={paths.subscription}>{copy.seePlans}</TextLink>
        </p>
      </section>
    </>
  );
}

export function glossaryTermPage(glossary: Glossary, term: GlossaryEntry, lastmod: string): PublicPage {
  const { language } = glossary;
  const copy = pageCopy[language];
  const { home, glossaryCrumb } = crumbsOf(language);
  const path = termPath(language, term.id);
  const crumbs = [home, glossaryCrumb, { name: term.term, path }];
  const category = glossary.categoryLabels[term.category];
  return {
    language,
    path,
    title: copy.termTitle(term.term),
    description: termDescription(term),
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'article',
    jsonLd: [
      {
        // isAccessibleForFree is a property of a creative work: the page, whose main entity is the term.
        '@type': 'WebPage',
        '@id': absoluteUrl(path),
        url: absoluteUrl(path),
        name: term.term,
        inLanguage: language,
        isAccessibleForFree: term.free,
        mainEntity: {
          '@type': 'DefinedTerm',
          '@id': `${absoluteUrl(path)}#term`,
          name: term.term,
          ...(term.aliases.length > 0 ? { alternateName: term.aliases } : {}),
          description: term.free ? term.definition : term.shortDefinition,
          termCode: term.id,
          url: absoluteUrl(path),
          inDefinedTermSet: definedTermSet(glossary),
        },
      },
    ],
    main: (
      <PublicLayout
        crumbs={crumbs}
        language={language}
        otherLanguage={otherLanguageOf(language, publicPaths.term(term.id))}
      >
        <article>
          <p className="text-sm font-medium text-muted-foreground">
            {category} · {term.free ? copy.freeTerm : copy.scholarTerm}
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{term.term}</h1>
          {term.aliases.length > 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">{copy.also(term.aliases.join(', '))}</p>
          ) : null}
          {term.free ? (
            <FreeTermBody term={term} language={language} />
          ) : (
            <ScholarTermBody term={term} language={language} />
          )}
          <RelatedTerms term={term} glossary={glossary} />
          <SignUpPrompt action={copy.signUpAction} next={paths.glossaryTerm(term.id)} language={language} />
        </article>
      </PublicLayout>
    ),
  };
}

/** The glossary's index and a page per term, in the glossary's language. */
export function glossaryPages(glossary: Glossary, lastmod: string): PublicPage[] {
  return [
    glossaryIndexPage(glossary, lastmod),
    ...glossary.terms.map((term) => glossaryTermPage(glossary, term, lastmod)),
  ];
}
