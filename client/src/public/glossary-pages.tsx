import { glossaryCategories, glossaryTerms, type GlossaryEntry } from '@shared/content/glossary';
import { scholarBenefits } from '@shared/content/plans';
import { paths } from '@/config/paths';
import { absoluteUrl, type Crumb, type PublicPage } from './public-page';
import { PublicLayout, publicPaths, SignUpPrompt, TextLink } from './public-layout';

/**
 * The glossary on the open web (decision 062): an index of every term, and a page per term. A
 * free term's page has its whole definition; a Scholar term's page has its name, its one-sentence
 * summary and what Scholar opens, and its structured data says it is not free to read.
 */

const GLOSSARY_NAME = 'Arkad Bitcoin glossary';
const home: Crumb = { name: 'Home', path: '/' };
const glossaryCrumb: Crumb = { name: 'Glossary', path: publicPaths.glossary };

const termById = new Map(glossaryTerms.map((term) => [term.id, term]));

function definedTermSet() {
  return { '@type': 'DefinedTermSet', '@id': absoluteUrl(publicPaths.glossary), name: GLOSSARY_NAME };
}

function termDescription(term: GlossaryEntry): string {
  return term.shortDefinition;
}

export function glossaryIndexPage(lastmod: string): PublicPage {
  const crumbs = [home, glossaryCrumb];
  const freeCount = glossaryTerms.filter((term) => term.free).length;
  return {
    path: publicPaths.glossary,
    title: `Bitcoin glossary: ${glossaryTerms.length} terms in plain language | Arkad`,
    description: `Bitcoin's words explained for beginners: ${glossaryTerms.length} terms from wallet and halving to multisig, ${freeCount} of them free to read in full.`,
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [
      {
        ...definedTermSet(),
        url: absoluteUrl(publicPaths.glossary),
        hasDefinedTerm: glossaryTerms.map((term) => ({
          '@type': 'DefinedTerm',
          '@id': absoluteUrl(publicPaths.term(term.id)),
          name: term.term,
          url: absoluteUrl(publicPaths.term(term.id)),
        })),
      },
    ],
    main: (
      <PublicLayout crumbs={crumbs}>
        <h1 className="font-display text-3xl font-bold tracking-tight">Bitcoin glossary</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          {glossaryTerms.length} terms in plain language, step 2 of Arkad&apos;s{' '}
          <TextLink href={publicPaths.learn}>learning path</TextLink>. {freeCount} terms are free to read in full; the
          others are part of Scholar, and their pages give a one-sentence summary.
        </p>
        {glossaryCategories.map((category) => (
          <section key={category.id} className="mt-8" aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`} className="text-xl font-semibold">
              {category.label}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {glossaryTerms
                .filter((term) => term.category === category.id)
                .map((term) => (
                  <li key={term.id} className="rounded-md border bg-card p-3">
                    <a href={publicPaths.term(term.id)} className="font-medium text-primary hover:underline">
                      {term.term}
                    </a>
                    {term.free ? null : <span className="ml-2 text-xs text-muted-foreground">Scholar</span>}
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

function RelatedTerms({ term }: { term: GlossaryEntry }) {
  const related = term.relatedTerms.map((id) => termById.get(id)).filter((t): t is GlossaryEntry => Boolean(t));
  if (related.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="related-terms">
      <h2 id="related-terms" className="text-lg font-semibold">
        Related terms
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {related.map((other) => (
          <li key={other.id}>
            <a
              href={publicPaths.term(other.id)}
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

function FreeTermBody({ term }: { term: GlossaryEntry }) {
  return (
    <>
      <p className="mt-4 text-lg">{term.definition}</p>
      <section className="mt-6" aria-labelledby="why-it-matters">
        <h2 id="why-it-matters" className="text-lg font-semibold">
          Why it matters
        </h2>
        <p className="mt-2">{term.whyItMatters}</p>
      </section>
      <section className="mt-6" aria-labelledby="examples">
        <h2 id="examples" className="text-lg font-semibold">
          Examples
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

function ScholarTermBody({ term }: { term: GlossaryEntry }) {
  return (
    <>
      <p className="mt-4 text-lg">{term.shortDefinition}</p>
      <section className="mt-6 rounded-lg border bg-card p-4 sm:p-5" aria-labelledby="scholar-opens">
        <h2 id="scholar-opens" className="text-lg font-semibold">
          The whole entry is part of Scholar
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Its full definition, why it matters and examples are in the glossary of Arkad&apos;s Scholar plan, which
          opens:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {scholarBenefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <TextLink href={paths.subscription}>See the plans</TextLink>
        </p>
      </section>
    </>
  );
}

export function glossaryTermPage(term: GlossaryEntry, lastmod: string): PublicPage {
  const path = publicPaths.term(term.id);
  const crumbs = [home, glossaryCrumb, { name: term.term, path }];
  const category = glossaryCategories.find((c) => c.id === term.category)?.label ?? '';
  return {
    path,
    title: `${term.term}: meaning in Bitcoin | Arkad glossary`,
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
        isAccessibleForFree: term.free,
        mainEntity: {
          '@type': 'DefinedTerm',
          '@id': `${absoluteUrl(path)}#term`,
          name: term.term,
          ...(term.aliases.length > 0 ? { alternateName: term.aliases } : {}),
          description: term.free ? term.definition : term.shortDefinition,
          termCode: term.id,
          url: absoluteUrl(path),
          inDefinedTermSet: definedTermSet(),
        },
      },
    ],
    main: (
      <PublicLayout crumbs={crumbs}>
        <article>
          <p className="text-sm font-medium text-muted-foreground">
            {category} · {term.free ? 'Free term' : 'Scholar term'}
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{term.term}</h1>
          {term.aliases.length > 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">Also: {term.aliases.join(', ')}</p>
          ) : null}
          {term.free ? <FreeTermBody term={term} /> : <ScholarTermBody term={term} />}
          <RelatedTerms term={term} />
          <SignUpPrompt action="Keeping your place in the glossary and its quiz" next={paths.glossaryTerm(term.id)} />
        </article>
      </PublicLayout>
    ),
  };
}

export function glossaryPages(lastmod: string): PublicPage[] {
  return [glossaryIndexPage(lastmod), ...glossaryTerms.map((term) => glossaryTermPage(term, lastmod))];
}
