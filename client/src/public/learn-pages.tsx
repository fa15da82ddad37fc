import { guideContent, type GuideCard, type GuideContent } from '@shared/content/guide';
import { guideEs } from '@shared/content/es/guide';
import { parablePageEs, parableTextsEs } from '@shared/content/es/parables';
import { parableSummariesEs } from '@shared/content/es/parables-index';
import { strategyLabelsEs, strategyTextsEs } from '@shared/content/es/strategies';
import { glossaryTerms } from '@shared/content/glossary';
import { parablesContent, type Parable, type ParablesContent } from '@shared/content/parables';
import type { StoryListItem } from '@shared/content/parables-index';
import { strategiesContent, translatedStrategies, type StrategiesContent } from '@shared/content/strategies';
import type { Language } from '@shared/i18n/languages';
import type { Strategy } from '@shared/schemas/strategy';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import englishStart from '@/i18n/locales/en.json';
import spanishStart from '@/i18n/locales/es.json';
import { publicCopy } from './public-copy';
import { absoluteUrl, localizedPath, otherLanguageOf, type Crumb, type PublicPage } from './public-page';
import { PublicLayout, publicPaths, SignUpPrompt, TextLink } from './public-layout';

/**
 * The learning path on the open web: what each of the 8 steps teaches (`/learn`, a Course), and
 * the readings a visitor can read whole without an account, each a LearningResource: the Guide,
 * the ten Stories from Babylon, the eight strategies. The steps that act on a learner's own data
 * (wizard, comparison, treasury, security assessment) offer sign-up. Each page exists in English
 * and Spanish ('/es/learn/guide'): the readings' words come from shared/content (English) and
 * shared/content/es (Spanish), the steps' names from the app's start catalogues, and what these
 * pages say around them from `learnCopy` below.
 */

/** The readings in one language: the Guide, the stories and the strategies, as the app shows them. */
interface Readings {
  guide: GuideContent;
  stories: ParablesContent;
  strategies: StrategiesContent;
}

/** Every language's readings (the build imports them all; no visitor downloads these modules). */
const readingsByLanguage: Record<Language, Readings> = {
  en: { guide: guideContent, stories: parablesContent, strategies: strategiesContent },
  es: {
    guide: guideEs,
    stories: { page: parablePageEs, texts: parableTextsEs, list: parableSummariesEs },
    strategies: { strategies: translatedStrategies(strategyTextsEs), labels: strategyLabelsEs },
  },
};

type StepId = 'guide' | 'glossary' | 'strategies' | 'wizard' | 'compare' | 'calculator' | 'treasury' | 'security';

/** The steps' names, as the app's path shows them (`path.tab.<step>` in the start catalogue). */
const startCatalogues: Record<Language, Record<string, string>> = { en: englishStart, es: spanishStart };
const stepName = (language: Language, step: StepId) => startCatalogues[language][`path.tab.${step}`] ?? step;

/** What the learn pages say around the readings, in each language they have. */
interface LearnCopy {
  courseDescription: string;
  learnTitle: string;
  learnDescription: string;
  step: (number: number) => string;
  readings: string;
  needsAccount: (action: string) => string;
  teaches: (glossaryTerms: number, strategies: number) => Record<StepId, string>;
  readLinks: Partial<Record<StepId, string>>;
  accountActions: Partial<Record<StepId, string>>;
  followAction: string;
  guideCrumb: string;
  guideTitle: (title: string) => string;
  guideDescription: string;
  inModernWords: string;
  withBitcoin: string;
  instead: string;
  guideQuizAction: string;
  storyTitle: (chapter: string) => string;
  minutesRead: (minutes: number) => string;
  storiesQuizAction: string;
  strategyTitle: (name: string) => string;
  ratings: { risk: string; complexity: string; time: string; minimum: string; passive: string };
  outOfFive: (level: number) => string;
  whyItMatters: string;
  bestFor: string;
  howTo: string;
  otherStrategies: string;
  wizardAction: string;
}

const learnCopy: Record<Language, LearnCopy> = {
  en: {
    courseDescription:
      'An 8-step path that teaches beginners to accumulate bitcoin with the savings principles of The Richest Man in Babylon. Educational only, not financial advice.',
    learnTitle: 'The 8-step learning path: saving in bitcoin, the Babylonian way | Arkad',
    learnDescription:
      'What each of Arkad’s 8 steps teaches, from the Guide and the glossary to the DCA calculator and security, with the readings free to read.',
    step: (number) => `Step ${number}`,
    readings: 'Readings',
    needsAccount: (action) => `${action} needs a free account.`,
    teaches: (terms, strategyCount) => ({
      guide:
        'Bitcoin’s fundamentals, the Seven Cures for a Lean Purse and the Five Laws of Gold retold for saving in bitcoin, common beginner mistakes, and the ten Stories from Babylon.',
      glossary: `Bitcoin’s words in plain language: ${terms} terms, each with why it matters and examples.`,
      strategies: `${strategyCount} ways people accumulate bitcoin, each with its risk, complexity and time rated, its pros and cons, and how to put it into practice.`,
      wizard: 'A few questions about your time, experience and goals, matched to the strategies that fit them.',
      compare: 'Two strategies side by side on past daily prices.',
      calculator:
        'What a fixed amount bought on a schedule would have bought on past daily closes, against the same money put in at once.',
      treasury: 'Your own savings recorded against the plan you set.',
      security: 'How you keep your bitcoin, from exchange custody to multisig, and the next step up that fits you.',
    }),
    readLinks: {
      guide: 'Read the Guide',
      glossary: 'Open the glossary',
      strategies: 'Read the strategies',
      calculator: 'See common plans',
    },
    accountActions: {
      wizard: 'Taking the wizard',
      compare: 'Comparing strategies',
      treasury: 'Keeping a treasury',
      security: 'Taking the assessment',
    },
    followAction: 'Following the path and its quizzes',
    guideCrumb: 'Guide',
    guideTitle: (title) => `${title}: the Guide | Arkad`,
    guideDescription:
      'Bitcoin’s fundamentals, the Seven Cures for a Lean Purse and the Five Laws of Gold from The Richest Man in Babylon, retold for saving in bitcoin.',
    inModernWords: 'In modern words: ',
    withBitcoin: 'With bitcoin: ',
    instead: 'Instead: ',
    guideQuizAction: 'Taking the Guide quiz',
    storyTitle: (chapter) => `${chapter}: a story from Babylon, retold | Arkad`,
    minutesRead: (minutes) => `${minutes} min read`,
    storiesQuizAction: "Taking the stories' quiz",
    strategyTitle: (name) => `${name}: a bitcoin accumulation strategy | Arkad`,
    ratings: {
      risk: 'Risk',
      complexity: 'Complexity',
      time: 'Time it takes',
      minimum: 'Smallest amount to start',
      passive: 'How passive',
    },
    outOfFive: (level) => `${level} of 5`,
    whyItMatters: 'Why it matters',
    bestFor: 'Best for',
    howTo: 'How to put it into practice',
    otherStrategies: 'The other strategies',
    wizardAction: 'Matching strategies to you in the wizard',
  },
  es: {
    courseDescription:
      'Una ruta de 8 pasos que enseña a principiantes a acumular bitcoin con los principios de ahorro de El hombre más rico de Babilonia. Solo con fines educativos; no es asesoramiento financiero.',
    learnTitle: 'La ruta de aprendizaje de 8 pasos: ahorrar en bitcoin al estilo de Babilonia | Arkad',
    learnDescription:
      'Lo que enseña cada uno de los 8 pasos de Arkad, de la Guía y el glosario a la calculadora DCA y la seguridad, con lecturas gratuitas.',
    step: (number) => `Paso ${number}`,
    readings: 'Lecturas',
    needsAccount: (action) => `${action} requiere una cuenta gratuita.`,
    teaches: (terms, strategyCount) => ({
      guide:
        'Los fundamentos de Bitcoin, los siete remedios para una bolsa flaca y las cinco leyes del oro contados de nuevo para ahorrar en bitcoin, los errores comunes de principiante y las diez Historias de Babilonia.',
      glossary: `Las palabras de Bitcoin en lenguaje sencillo: ${terms} términos, cada uno con por qué importa y ejemplos.`,
      strategies: `${strategyCount} formas en que la gente acumula bitcoin, cada una con su riesgo, su complejidad y su dedicación de tiempo calificados, sus pros y contras, y cómo ponerla en práctica.`,
      wizard:
        'Unas preguntas sobre tu tiempo, tu experiencia y tus metas, unidas a las estrategias que se ajustan a ellas.',
      compare: 'Dos estrategias lado a lado con precios diarios pasados.',
      calculator:
        'Lo que habría comprado un monto fijo con un calendario, con los cierres diarios pasados, frente al mismo dinero puesto de una vez.',
      treasury: 'Tus propios ahorros registrados frente al plan que te fijas.',
      security:
        'Cómo guardas tu bitcoin, desde la custodia en un exchange hasta la multifirma, y el siguiente paso que se ajusta a ti.',
    }),
    readLinks: {
      guide: 'Leer la Guía',
      glossary: 'Abrir el glosario',
      strategies: 'Leer las estrategias',
      calculator: 'Ver planes comunes',
    },
    accountActions: {
      wizard: 'Usar el asistente',
      compare: 'Comparar estrategias',
      treasury: 'Llevar un tesoro',
      security: 'Hacer la evaluación',
    },
    followAction: 'Seguir la ruta y sus cuestionarios',
    guideCrumb: 'Guía',
    guideTitle: (title) => `${title}: la Guía | Arkad`,
    guideDescription:
      'Los fundamentos de Bitcoin, los siete remedios para una bolsa flaca y las cinco leyes del oro de El hombre más rico de Babilonia, para ahorrar en bitcoin.',
    inModernWords: 'En palabras modernas: ',
    withBitcoin: 'En la práctica con bitcoin: ',
    instead: 'En su lugar: ',
    guideQuizAction: 'Hacer el cuestionario de la Guía',
    storyTitle: (chapter) => `${chapter}: una historia de Babilonia, contada de nuevo | Arkad`,
    minutesRead: (minutes) => `${minutes} min de lectura`,
    storiesQuizAction: 'Hacer el cuestionario de las historias',
    strategyTitle: (name) => `${name}: una estrategia para acumular bitcoin | Arkad`,
    ratings: {
      risk: 'Riesgo',
      complexity: 'Complejidad',
      time: strategyLabelsEs.facts.timeCommitment,
      minimum: strategyLabelsEs.facts.minInvestment,
      passive: strategyLabelsEs.facts.passiveLevel,
    },
    outOfFive: (level) => `${level} de 5`,
    whyItMatters: strategyLabelsEs.sections.whyItMatters,
    bestFor: strategyLabelsEs.sections.whoItSuits,
    howTo: 'Cómo ponerla en práctica',
    otherStrategies: 'Las otras estrategias',
    wizardAction: 'Encontrar tus estrategias en el asistente',
  },
};

interface PathStep {
  step: number;
  id: StepId;
  /** A public reading of the step, when it has one; otherwise the step needs an account. */
  read?: string;
}

const pathSteps: readonly PathStep[] = [
  { step: 1, id: 'guide', read: publicPaths.guide },
  { step: 2, id: 'glossary', read: publicPaths.glossary },
  { step: 3, id: 'strategies', read: publicPaths.strategy('dca') },
  { step: 4, id: 'wizard' },
  { step: 5, id: 'compare' },
  { step: 6, id: 'calculator', read: publicPaths.calculator },
  { step: 7, id: 'treasury' },
  { step: 8, id: 'security' },
];

/** A page's description: the text, cut at 160 characters (a search result's snippet) with an ellipsis. */
const snippet = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/** The page's path in its language, and its crumbs from that language's home page. */
const pathIn = (language: Language, path: string) => localizedPath(language, path);

function learnCrumbs(language: Language): { home: Crumb; learn: Crumb } {
  return {
    home: { name: publicCopy[language].home, path: localizedPath(language, '/') },
    learn: { name: publicCopy[language].learningPath, path: pathIn(language, publicPaths.learn) },
  };
}

function courseJsonLd(language: Language) {
  const url = absoluteUrl(pathIn(language, publicPaths.learn));
  return {
    '@type': 'Course',
    '@id': url,
    name: readingsByLanguage[language].guide.hero.title,
    url,
    description: learnCopy[language].courseDescription,
    provider: { '@type': 'Organization', name: 'Arkad', url: absoluteUrl('/') },
    isAccessibleForFree: true,
    inLanguage: language,
  };
}

function learningResource(language: Language, path: string, name: string, description: string, minutes?: number) {
  return {
    '@type': 'LearningResource',
    '@id': absoluteUrl(path),
    name,
    description,
    url: absoluteUrl(path),
    learningResourceType: 'Reading',
    educationalLevel: 'Beginner',
    inLanguage: language,
    isAccessibleForFree: true,
    ...(minutes ? { timeRequired: `PT${Math.ceil(minutes)}M` } : {}),
    isPartOf: {
      '@type': 'Course',
      '@id': absoluteUrl(pathIn(language, publicPaths.learn)),
      name: readingsByLanguage[language].guide.hero.title,
    },
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

/** The stories in the book's order, each with its list entry and its text, in one language. */
function storiesIn(language: Language): (StoryListItem & Omit<Parable, 'id'>)[] {
  const { list, texts } = readingsByLanguage[language].stories;
  return list.map((item) => ({ ...item, ...texts[item.id] }));
}

export function learnPage(lastmod: string, language: Language = 'en'): PublicPage {
  const copy = learnCopy[language];
  const { guide, strategies } = readingsByLanguage[language];
  const { home, learn } = learnCrumbs(language);
  const crumbs = [home, learn];
  const teaches = copy.teaches(glossaryTerms.length, strategies.strategies.length);
  const readings = [
    { path: pathIn(language, publicPaths.guide), name: guide.hero.title },
    ...storiesIn(language).map((p) => ({ path: pathIn(language, publicPaths.story(p.id)), name: p.chapter })),
    ...strategies.strategies.map((s) => ({ path: pathIn(language, publicPaths.strategy(s.id)), name: s.name })),
  ];
  return {
    language,
    path: learn.path,
    title: copy.learnTitle,
    description: copy.learnDescription,
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'website',
    jsonLd: [
      {
        ...courseJsonLd(language),
        hasPart: readings.map((reading) => ({
          '@type': 'LearningResource',
          '@id': absoluteUrl(reading.path),
          name: reading.name,
          url: absoluteUrl(reading.path),
        })),
      },
    ],
    main: (
      <PublicLayout crumbs={crumbs} language={language} otherLanguage={otherLanguageOf(language, publicPaths.learn)}>
        <h1 className="font-display text-3xl font-bold tracking-tight">{guide.hero.title}</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">{guide.hero.intro}</p>
        <ol className="mt-8 space-y-3">
          {pathSteps.map((step) => (
            <li key={step.step} className="rounded-lg border bg-card p-4 sm:p-5">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {copy.step(step.step)}
              </p>
              <h2 className="mt-1 text-lg font-semibold">{stepName(language, step.id)}</h2>
              <p className="mt-1 text-sm leading-relaxed">{teaches[step.id]}</p>
              <p className="mt-2 text-sm">
                {step.read ? (
                  <TextLink href={pathIn(language, step.read)}>{copy.readLinks[step.id]}</TextLink>
                ) : (
                  <span className="text-muted-foreground">{copy.needsAccount(copy.accountActions[step.id] ?? '')}</span>
                )}
              </p>
            </li>
          ))}
        </ol>
        <Section id="readings" title={copy.readings}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {readings.map((reading) => (
              <li key={reading.path}>
                <TextLink href={reading.path}>{reading.name}</TextLink>
              </li>
            ))}
          </ul>
        </Section>
        <SignUpPrompt action={copy.followAction} next={paths.home()} language={language} />
      </PublicLayout>
    ),
  };
}

export function guidePage(lastmod: string, language: Language = 'en'): PublicPage {
  const copy = learnCopy[language];
  const { guide } = readingsByLanguage[language];
  const { home, learn } = learnCrumbs(language);
  const path = pathIn(language, publicPaths.guide);
  const crumbs = [home, learn, { name: copy.guideCrumb, path }];
  const { sections } = guide;
  return {
    language,
    path,
    title: copy.guideTitle(guide.hero.title),
    description: copy.guideDescription,
    lastmod,
    breadcrumbs: crumbs,
    ogType: 'article',
    jsonLd: [learningResource(language, path, guide.hero.title, guide.hero.intro)],
    main: (
      <PublicLayout crumbs={crumbs} language={language} otherLanguage={otherLanguageOf(language, publicPaths.guide)}>
        <article>
          <p className="text-sm font-medium text-muted-foreground">
            {copy.step(1)} · {guide.hero.subtitle}
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{guide.hero.title}</h1>
          <p className="mt-4 leading-relaxed">{guide.hero.intro}</p>
          <blockquote className="mt-6 border-l-4 border-primary pl-4 italic">
            <p>“{guide.quote.text}”</p>
            <footer className="mt-1 text-sm not-italic text-muted-foreground">{guide.quote.attribution}</footer>
          </blockquote>
          <Section {...sections.fundamentals}>
            <GuideCards cards={guide.fundamentals} />
          </Section>
          <Section {...sections.sevenCures}>
            {guide.sevenCures.map((cure) => (
              <Card key={cure.number} title={`${cure.number}. ${cure.title}`}>
                <p className="font-medium">{cure.summary}</p>
                <p>
                  <span className="font-medium">{copy.inModernWords}</span>
                  {cure.clasonMeaning}
                </p>
                <p>
                  <span className="font-medium">{copy.withBitcoin}</span>
                  {cure.bitcoinPractice}
                </p>
              </Card>
            ))}
          </Section>
          <Section {...sections.fiveLaws}>
            {guide.fiveLawsOfGold.map((law) => (
              <Card key={law.number} title={`${law.number}. ${law.title}`}>
                <blockquote className="border-l-2 pl-3 italic">
                  {law.clasonWording}
                  <span className="block text-xs not-italic text-muted-foreground">
                    {readingsByLanguage[language].stories.page.quoteLabel}
                  </span>
                </blockquote>
                <p>{law.law}</p>
                <p>
                  <span className="font-medium">{copy.withBitcoin}</span>
                  {law.bitcoinPractice}
                </p>
              </Card>
            ))}
          </Section>
          <Section {...sections.essentialKnowledge}>
            <GuideCards cards={guide.essentialKnowledge} />
          </Section>
          <Section {...sections.beginnerMistakes}>
            {guide.beginnerMistakes.map((mistake) => (
              <Card key={mistake.id} title={mistake.title}>
                <p>{mistake.description}</p>
                <p>
                  <span className="font-medium">{copy.instead}</span>
                  {mistake.remedy}
                </p>
              </Card>
            ))}
          </Section>
          <Section {...sections.securityPyramid}>
            <ol className="space-y-2">
              {guide.securityPyramid.map((tier) => (
                <li key={tier.level} className="rounded-md border bg-card p-3 text-sm">
                  <span className="font-semibold">
                    {tier.rank}. {tier.title}:
                  </span>{' '}
                  {tier.summary}
                </li>
              ))}
            </ol>
          </Section>
          <Section
            id={guide.stories.section.id}
            title={guide.stories.section.title}
            intro={guide.stories.section.intro}
          >
            <ul className="space-y-2">
              {guide.stories.list.map((parable) => (
                <li key={parable.id}>
                  <TextLink href={pathIn(language, publicPaths.story(parable.id))}>{parable.chapter}</TextLink>
                  <span className="text-sm text-muted-foreground"> · {parable.summary}</span>
                </li>
              ))}
            </ul>
          </Section>
          <p className="mt-10 text-sm text-muted-foreground">{guide.attribution}</p>
          <SignUpPrompt action={copy.guideQuizAction} next={paths.home('guide')} language={language} />
        </article>
      </PublicLayout>
    ),
  };
}

export function storyPages(lastmod: string, language: Language = 'en'): PublicPage[] {
  const copy = learnCopy[language];
  const { page: storyPage } = readingsByLanguage[language].stories;
  const { home, learn } = learnCrumbs(language);
  const guideCrumb = { name: copy.guideCrumb, path: pathIn(language, publicPaths.guide) };
  return storiesIn(language).map((parable) => {
    const path = pathIn(language, publicPaths.story(parable.id));
    const crumbs = [home, learn, guideCrumb, { name: parable.chapter, path }];
    return {
      language,
      path,
      title: copy.storyTitle(parable.chapter),
      description: snippet(parable.summary),
      lastmod,
      breadcrumbs: crumbs,
      ogType: 'article',
      jsonLd: [learningResource(language, path, parable.chapter, parable.summary, parable.minutes)],
      main: (
        <PublicLayout
          crumbs={crumbs}
          language={language}
          otherLanguage={otherLanguageOf(language, publicPaths.story(parable.id))}
        >
          <article>
            <p className="text-sm font-medium text-muted-foreground">
              {readingsByLanguage[language].guide.stories.section.title} · {copy.minutesRead(parable.minutes)}
            </p>
            <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{parable.chapter}</h1>
            <p className="mt-2 text-muted-foreground">{parable.characters}</p>
            <Section id="story" title={storyPage.parts.story}>
              {parable.story.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </Section>
            <figure className="mt-8 rounded-lg border bg-card p-4">
              <figcaption className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {storyPage.quoteLabel}
              </figcaption>
              <blockquote className="mt-2 italic">“{parable.inClasonsWords.text}”</blockquote>
              <p className="mt-1 text-sm text-muted-foreground">
                {parable.inClasonsWords.speaker}. {storyPage.quoteNote}
              </p>
            </figure>
            <Section id="teaches" title={storyPage.parts.teaches}>
              {parable.teaches.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </Section>
            <Section id="not-about-bitcoin" title={storyPage.parts.notAboutBitcoin}>
              <p className="leading-relaxed">{parable.notAboutBitcoin}</p>
            </Section>
            <SignUpPrompt action={copy.storiesQuizAction} next={paths.story(parable.id)} language={language} />
          </article>
        </PublicLayout>
      ),
    };
  });
}

function Ratings({ strategy, language }: { strategy: Strategy; language: Language }) {
  const copy = learnCopy[language];
  const { labels } = readingsByLanguage[language].strategies;
  const rows: [string, string][] = [
    [copy.ratings.risk, copy.outOfFive(strategy.riskLevel)],
    [copy.ratings.complexity, copy.outOfFive(strategy.complexity)],
    [copy.ratings.time, labels.timeCommitment[strategy.timeCommitment]],
    [copy.ratings.minimum, strategy.minInvestment],
    [copy.ratings.passive, copy.outOfFive(strategy.passiveLevel)],
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-md border bg-card p-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="mt-1 font-semibold">{value}</dd>
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

export function strategyPages(lastmod: string, language: Language = 'en'): PublicPage[] {
  const copy = learnCopy[language];
  const { strategies, labels } = readingsByLanguage[language].strategies;
  const { home, learn } = learnCrumbs(language);
  return strategies.map((strategy) => {
    const path = pathIn(language, publicPaths.strategy(strategy.id));
    const crumbs = [home, learn, { name: strategy.name, path }];
    const description = `${strategy.name}: ${strategy.description}`;
    const category = labels.categories[strategy.category];
    return {
      language,
      path,
      title: copy.strategyTitle(strategy.name),
      description: snippet(description),
      lastmod,
      breadcrumbs: crumbs,
      ogType: 'article',
      jsonLd: [learningResource(language, path, strategy.name, strategy.description)],
      main: (
        <PublicLayout
          crumbs={crumbs}
          language={language}
          otherLanguage={otherLanguageOf(language, publicPaths.strategy(strategy.id))}
        >
          <article>
            <p className="text-sm font-medium text-muted-foreground">
              {copy.step(3)} · {category}
            </p>
            <h1 className="mt-1 font-display text-3xl font-bold tracking-tight">{strategy.name}</h1>
            <p className="mt-4 leading-relaxed">{strategy.description}</p>
            <p className="mt-3 italic text-muted-foreground">{strategy.babylonianPrinciple}</p>
            <Ratings strategy={strategy} language={language} />
            <Section id="why-it-matters" title={copy.whyItMatters}>
              <p className="leading-relaxed">{strategy.whyItMatters}</p>
            </Section>
            <List id="pros" title={labels.sections.pros} items={strategy.pros} />
            <List id="cons" title={labels.sections.cons} items={strategy.cons} />
            <List id="best-for" title={copy.bestFor} items={strategy.bestFor} />
            <List id="how-to" title={copy.howTo} items={strategy.implementation} ordered />
            <Section id="other-strategies" title={copy.otherStrategies}>
              <ul className="flex flex-wrap gap-2">
                {strategies
                  .filter((other) => other.id !== strategy.id)
                  .map((other) => (
                    <li key={other.id}>
                      <a
                        href={pathIn(language, publicPaths.strategy(other.id))}
                        className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
                      >
                        {other.name}
                      </a>
                    </li>
                  ))}
              </ul>
            </Section>
            <SignUpPrompt action={copy.wizardAction} next={paths.home('wizard')} language={language} />
          </article>
        </PublicLayout>
      ),
    };
  });
}
