import {
  ATTRIBUTION_NOTICE,
  beginnerMistakes,
  bitcoinFundamentals,
  essentialKnowledge,
  fiveLawsOfGold,
  guideHero,
  guideQuote,
  guideSections,
  securityPyramid,
  sevenCures,
  type GuideCard,
} from '@shared/content/guide';
import { glossaryTerms } from '@shared/content/glossary';
import { allParables, CLASON_QUOTE_LABEL, CLASON_QUOTE_NOTE, PARABLE_PARTS } from '@shared/content/parables';
import { STORIES_SECTION } from '@shared/content/parables-index';
import { strategies } from '@shared/content/strategies';
import type { Strategy } from '@shared/schemas/strategy';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { absoluteUrl, type Crumb, type PublicPage } from './public-page';
import { PublicLayout, publicPaths, SignUpPrompt, TextLink } from './public-layout';

/**
 * The learning path on the open web: what each of the 8 steps teaches (`/learn`, a Course), and
 * the readings a visitor can read whole without an account, each a LearningResource: the Guide,
 * the ten Stories from Babylon, the eight strategies. The steps that act on a learner's own data
 * (wizard, comparison, treasury, security assessment) offer sign-up.
 */

const COURSE_NAME = 'The Babylonian Path to Bitcoin';
const home: Crumb = { name: 'Home', path: '/' };
const learnCrumb: Crumb = { name: 'Learning path', path: publicPaths.learn };

interface PathStep {
  step: number;
  title: string;
  teaches: string;
  /** A public reading of the step, when it has one; otherwise what it needs an account for. */
  read?: { href: string; label: string };
  needsAccount?: string;
}

const pathSteps: readonly PathStep[] = [
  {
    step: 1,
    title: 'Guide',
    teaches:
      'Bitcoin’s fundamentals, the Seven Cures for a Lean Purse and the Five Laws of Gold retold for saving in bitcoin, common beginner mistakes, and the ten Stories from Babylon.',
    read: { href: publicPaths.guide, label: 'Read the Guide' },
  },
  {
    step: 2,
    title: 'Glossary',
    teaches: `Bitcoin’s words in plain language: ${glossaryTerms.length} terms, each with why it matters and examples.`,
    read: { href: publicPaths.glossary, label: 'Open the glossary' },
  },
  {
    step: 3,
    title: 'Strategies',
    teaches: `${strategies.length} ways people accumulate bitcoin, each with its risk, complexity and time rated, its pros and cons, and how to put it into practice.`,
    read: { href: publicPaths.strategy('dca'), label: 'Read the strategies' },
  },
  {
    step: 4,
    title: 'Strategy Wizard',
    teaches: 'A few questions about your time, experience and goals, matched to the strategies that fit them.',
    needsAccount: 'Taking the wizard',
  },
  {
    step: 5,
    title: 'Compare',
    teaches: 'Two strategies side by side on past daily prices.',
    needsAccount: 'Comparing strategies',
  },
  {
    step: 6,
    title: 'DCA Calculator',
    teaches:
      'What a fixed amount bought on a schedule would have bought on past daily closes, against the same money put in at once.',
    read: { href: publicPaths.calculator, label: 'See common plans' },
  },
  {
    step: 7,
    title: 'Build Your Treasury',
    teaches: 'Your own savings recorded against the plan you set.',
    needsAccount: 'Keeping a treasury',
  },
  {
    step: 8,
    title: 'Security Assessment',
    teaches: 'How you keep your bitcoin, from exchange custody to multisig, and the next step up that fits you.',
    needsAccount: 'Taking the assessment',
  },
];

function courseJsonLd() {
  return {
    '@type': 'Course',
    '@id': absoluteUrl(publicPaths.learn),
    name: COURSE_NAME,
    url: absoluteUrl(publicPaths.learn),
    description:
      'An 8-step path that teaches beginners to accumulate bitcoin with the savings principles of The Richest Man in Babylon. Educational only, not financial advice.',
    provider: { '@type': 'Organization', name: 'Arkad', url: absoluteUrl('/') },
    isAccessibleForFree: true,
    inLanguage: 'en',
  };
}

function learningResource(path: string, name: string, description: string, minutes?: number) {
  return {
    '@type': 'LearningResource',
    '@id': absoluteUrl(path),
    name,
    description,
    url: absoluteUrl(path),
    learningResourceType: 'Reading',
    educationalLevel: 'Beginner',
    inLanguage: 'en',
    isAccessibleForFree: true,
    ...(minutes ? { timeRequired: `PT${Math.ceil(minutes)}M` } : {}),
    isPartOf: { '@type': 'Course', '@id': absoluteUrl(publicPaths.learn), name: COURSE_NAME },
  };
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-card p-4 sm:p-5">
      <h3 className="font-semibold">{title}</h3>
      <div className="mt-2 space-y-2 text-sm leading-relaxed">{children}</div>
    </div>
  );
}

function GuideCards({ cards }: { cards: readonly GuideCard[] }) {
  return cards.map((card) => (
    <Card key={card.id} title={card.title}>
      <p>{card.description}</p>
      <p className="text-muted-foreground">{card.detail}</p>
    </Card>
  ));
}

export function learnPage(lastmod: string): PublicPage {
  const crumbs = [home, learnCrumb];
  const readings = [
    { path: publicPaths.guide, name: guideHero.title },
    ...allParables().map((p) => ({ path: publicPaths.story(p.id), name: p.chapter })),
    ...strategies.map((s) => ({ path: publicPaths.strategy(s.id), name: s.name })),
  ];
  return {
    path: publicPaths.learn,
    title: 'The 8-step learning path: saving in bitcoin, the Babylonian way | Arkad',
    description:
      'What each of Arkad’s 8 steps teaches, from the Guide and the glossary to the DCA calculator and security, with the readings free to read.',
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [
      {
        ...courseJsonLd(),
        hasPart: readings.map((reading) => ({
          '@type': 'LearningResource',
          '@id': absoluteUrl(reading.path),
          name: reading.name,
          url: absoluteUrl(reading.path),
        })),
      },
    ],
    main: (
      <PublicLayout crumbs={crumbs}>
        <h1 className="font-display text-3xl font-bold tracking-tight">{COURSE_NAME}</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">{guideHero.intro}</p>
        <ol className="mt-8 space-y-3">
          {pathSteps.map((step) => (
            <li key={step.step} className="rounded-lg border bg-card p-4 sm:p-5">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Step {step.step}</p>
              <h2 className="mt-1 text-lg font-semibold">{step.title}</h2>
              <p className="mt-1 text-sm leading-relaxed">{step.teaches}</p>
              <p className="mt-2 text-sm">
                {step.read ? (
                  <TextLink href={step.read.href}>{step.read.label}</TextLink>
                ) : (
                  <span className="text-muted-foreground">{step.needsAccount} needs a free account.</span>
                )}
              </p>
            </li>
          ))}
        </ol>
        <Section id="readings" title="Readings">
          <ul className="grid gap-2 sm:grid-cols-2">
            {readings.map((reading) => (
              <li key={reading.path}>
                <TextLink href={reading.path}>{reading.name}</TextLink>
              </li>
            ))}
          </ul>
        </Section>
        <SignUpPrompt action="Following the path and its quizzes" next={paths.home()} />
      </PublicLayout>
    ),
  };
}

export function guidePage(lastmod: string): PublicPage {
  const crumbs = [home, learnCrumb, { name: 'Guide', path: publicPaths.guide }];
  return {
    path: publicPaths.guide,
    title: `${guideHero.title}: the Guide | Arkad`,
    description:
      'Bitcoin’s fundamentals, the Seven Cures for a Lean Purse and the Five Laws of Gold from The Richest Man in Babylon, retold for saving in bitcoin.',
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'article',
    jsonLd: [learningResource(publicPaths.guide, guideHero.title, guideHero.intro)],
    main: (
      <PublicLayout crumbs={crumbs}>
        <article>
          <p className="text-sm font-medium text-muted-foreground">Step 1 · {guideHero.subtitle}</p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{guideHero.title}</h1>
          <p className="mt-4 leading-relaxed">{guideHero.intro}</p>
          <blockquote className="mt-6 border-l-4 border-primary pl-4 italic">
            <p>“{guideQuote.text}”</p>
            <footer className="mt-1 text-sm not-italic text-muted-foreground">{guideQuote.attribution}</footer>
          </blockquote>
          <Section {...guideSections.fundamentals}>
            <GuideCards cards={bitcoinFundamentals} />
          </Section>
          <Section {...guideSections.sevenCures}>
            {sevenCures.map((cure) => (
              <Card key={cure.number} title={`${cure.number}. ${cure.title}`}>
                <p className="font-medium">{cure.summary}</p>
                <p>
                  <span className="font-medium">In modern words: </span>
                  {cure.clasonMeaning}
                </p>
                <p>
                  <span className="font-medium">With bitcoin: </span>
                  {cure.bitcoinPractice}
                </p>
              </Card>
            ))}
          </Section>
          <Section {...guideSections.fiveLaws}>
            {fiveLawsOfGold.map((law) => (
              <Card key={law.number} title={`${law.number}. ${law.title}`}>
                <blockquote className="border-l-2 pl-3 italic">
                  {law.clasonWording}
                  <span className="block text-xs not-italic text-muted-foreground">{CLASON_QUOTE_LABEL}</span>
                </blockquote>
                <p>{law.law}</p>
                <p>
                  <span className="font-medium">With bitcoin: </span>
                  {law.bitcoinPractice}
                </p>
              </Card>
            ))}
          </Section>
          <Section {...guideSections.essentialKnowledge}>
            <GuideCards cards={essentialKnowledge} />
          </Section>
          <Section {...guideSections.beginnerMistakes}>
            {beginnerMistakes.map((mistake) => (
              <Card key={mistake.id} title={mistake.title}>
                <p>{mistake.description}</p>
                <p>
                  <span className="font-medium">Instead: </span>
                  {mistake.remedy}
                </p>
              </Card>
            ))}
          </Section>
          <Section {...guideSections.securityPyramid}>
            <ol className="space-y-2">
              {securityPyramid.map((tier) => (
                <li key={tier.level} className="rounded-md border bg-card p-3 text-sm">
                  <span className="font-semibold">
                    {tier.rank}. {tier.title}:
                  </span>{' '}
                  {tier.summary}
                </li>
              ))}
            </ol>
          </Section>
          <Section id={STORIES_SECTION.id} title={STORIES_SECTION.title} intro={STORIES_SECTION.intro}>
            <ul className="space-y-2">
              {allParables().map((parable) => (
                <li key={parable.id}>
                  <TextLink href={publicPaths.story(parable.id)}>{parable.chapter}</TextLink>
                  <span className="text-sm text-muted-foreground"> · {parable.summary}</span>
                </li>
              ))}
            </ul>
          </Section>
          <p className="mt-10 text-sm text-muted-foreground">{ATTRIBUTION_NOTICE}</p>
          <SignUpPrompt action="Taking the Guide quiz" next={paths.home('guide')} />
        </article>
      </PublicLayout>
    ),
  };
}

export function storyPages(lastmod: string): PublicPage[] {
  return allParables().map((parable) => {
    const path = publicPaths.story(parable.id);
    const crumbs = [home, learnCrumb, { name: 'Guide', path: publicPaths.guide }, { name: parable.chapter, path }];
    return {
      path,
      title: `${parable.chapter}: a story from Babylon, retold | Arkad`,
      description: parable.summary,
      lastmod,
      breadcrumbs: crumbs,
      ogType: 'article',
      jsonLd: [learningResource(path, parable.chapter, parable.summary, parable.minutes)],
      main: (
        <PublicLayout crumbs={crumbs}>
          <article>
            <p className="text-sm font-medium text-muted-foreground">
              {STORIES_SECTION.title} · {parable.minutes} min read
            </p>
            <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{parable.chapter}</h1>
            <p className="mt-2 text-muted-foreground">{parable.characters}</p>
            <Section id="story" title={PARABLE_PARTS.story}>
              {parable.story.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </Section>
            <figure className="mt-8 rounded-lg border bg-card p-4">
              <figcaption className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {CLASON_QUOTE_LABEL}
              </figcaption>
              <blockquote className="mt-2 italic">“{parable.inClasonsWords.text}”</blockquote>
              <p className="mt-1 text-sm text-muted-foreground">
                {parable.inClasonsWords.speaker}. {CLASON_QUOTE_NOTE}
              </p>
            </figure>
            <Section id="teaches" title={PARABLE_PARTS.teaches}>
              {parable.teaches.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </Section>
            <Section id="not-about-bitcoin" title={PARABLE_PARTS.notAboutBitcoin}>
              <p className="leading-relaxed">{parable.notAboutBitcoin}</p>
            </Section>
            <SignUpPrompt action="Taking the stories' quiz" next={paths.story(parable.id)} />
          </article>
        </PublicLayout>
      ),
    };
  });
}

function Ratings({ strategy }: { strategy: Strategy }) {
  const rows: [string, string][] = [
    ['Risk', `${strategy.riskLevel} of 5`],
    ['Complexity', `${strategy.complexity} of 5`],
    ['Time it takes', strategy.timeCommitment],
    ['Smallest amount to start', strategy.minInvestment],
    ['How passive', `${strategy.passiveLevel} of 5`],
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-md border bg-card p-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="mt-1 font-semibold capitalize">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function List({
  id,
  title,
  items,
  ordered,
}: {
  id: string;
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  const ListTag = ordered ? 'ol' : 'ul';
  return (
    <Section id={id} title={title}>
      <ListTag className={`${ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-5`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ListTag>
    </Section>
  );
}

export function strategyPages(lastmod: string): PublicPage[] {
  return strategies.map((strategy) => {
    const path = publicPaths.strategy(strategy.id);
    const crumbs = [home, learnCrumb, { name: strategy.name, path }];
    const description = `${strategy.name}: ${strategy.description}`;
    return {
      path,
      title: `${strategy.name}: a bitcoin accumulation strategy | Arkad`,
      description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
      lastmod,
      breadcrumbs: crumbs,
      ogType: 'article',
      jsonLd: [learningResource(path, strategy.name, strategy.description)],
      main: (
        <PublicLayout crumbs={crumbs}>
          <article>
            <p className="text-sm font-medium capitalize text-muted-foreground">Step 3 · {strategy.category}</p>
            <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{strategy.name}</h1>
            <p className="mt-4 leading-relaxed">{strategy.description}</p>
            <p className="mt-3 italic text-muted-foreground">{strategy.babylonianPrinciple}</p>
            <Ratings strategy={strategy} />
            <Section id="why-it-matters" title="Why it matters">
              <p className="leading-relaxed">{strategy.whyItMatters}</p>
            </Section>
            <List id="pros" title="Pros" items={strategy.pros} />
            <List id="cons" title="Cons" items={strategy.cons} />
            <List id="best-for" title="Best for" items={strategy.bestFor} />
            <List id="how-to" title="How to put it into practice" items={strategy.implementation} ordered />
            <Section id="other-strategies" title="The other strategies">
              <ul className="flex flex-wrap gap-2">
                {strategies
                  .filter((other) => other.id !== strategy.id)
                  .map((other) => (
                    <li key={other.id}>
                      <a
                        href={publicPaths.strategy(other.id)}
                        className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
                      >
                        {other.name}
                      </a>
                    </li>
                  ))}
              </ul>
            </Section>
            <SignUpPrompt action="Matching strategies to you in the wizard" next={paths.home('wizard')} />
          </article>
        </PublicLayout>
      ),
    };
  });
}
