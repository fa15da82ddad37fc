/**
 * Regression checks for the kinds of error a fact-check once found in Arkad's texts. They are
 * deliberately few and narrow: each one catches a known pattern, none of them proves a text true.
 * The rules behind them are written out in docs/content.md.
 */

import type { Language } from '../i18n/languages';

export type ContentProblemKind =
  | 'subsidy-year'
  | 'fee-bytes'
  | 'undated-count'
  | 'advice'
  | 'unsourced-ranking'
  | 'holding-period'
  | 'copyright-country'
  | 'seed-phrase-restore'
  | 'forecast'
  | 'babylon-coins'
  | 'value-growth';

export interface ContentProblem {
  kind: ContentProblemKind;
  /** The sentence (or the whole text, for a count) that broke the rule. */
  excerpt: string;
  message: string;
}

/** Every block subsidy Bitcoin has paid or will pay for the next few halvings, in BTC. */
const SUBSIDY_FIGURE = /(?<![\d.,])(?:50|25|12\.5|6\.25|3\.125|1\.5625|0\.78125)\s*(?:BTC|new bitcoins?|bitcoins?)\b/i;

/**
 * A bare calendar year: 'in 2024', 'during 2020', 'throughout 2016'. A month before the year
 * ('in April 2024') does not match, nor does 'since 2024' or 'from 2024'.
 */
const BARE_YEAR = /\b(?:in|during|throughout)\s+(?:the\s+year\s+)?((?:19|20)\d\d)\b/gi;

/**
 * The years in which the subsidy changed: the halvings of 2012, 2016, 2020 and 2024, and the
 * ones expected every four years after. Within such a year blocks paid two different subsidies,
 * so '3.125 BTC in 2024' is wrong for every block before the April 2024 halving.
 */
export function isHalvingYear(year: number): boolean {
  return year >= 2012 && (year - 2012) % 4 === 0;
}

/**
 * Transaction size in plain bytes. Arkad only ever gives a transaction's size to explain its fee,
 * and since SegWit fees follow virtual bytes (vbytes), so plain bytes are flagged anywhere: a
 * glossary entry's short definition may not use the word 'fee' at all.
 */
const FEE_IN_BYTES = [/\bin bytes\b/i, /\bper byte\b/i, /\bsats?\s*(?:\/|per)\s*bytes?\b/i, /\bsat\/B\b/];

/** A count of people: '2.5M+ registered members', '4 million users', '120,000 subscribers'. */
const PEOPLE_COUNT =
  /\b\d[\d,.]*\s*(?:[KMB]\+?|\+|\s(?:thousand|million|billion)\+?)?\s+(?:registered\s+|active\s+)?(?:members|users|subscribers|followers|listeners|readers)\b/i;
const A_YEAR = /\b(?:19|20)\d\d\b/;

/** Wording that tells the reader what to do with their money, which Arkad never does. */
const ADVICE_PHRASES: readonly RegExp[] = [
  /\byou should (?:buy|sell|invest|hold|own)\b/i,
  /\bput\b[^.;:]*\binto bitcoin\b/i,
  /\bthe better deal\b/i,
  /\bnow is (?:a|the) (?:good|great|best|right) time to buy\b/i,
  /\bgive\b[^.;:]*\ba place in your (?:retirement|pension)\b/i,
];

/**
 * A ranking or a share nobody measured: 'the most common beginner mistake', 'one of the most common
 * ways', 'stops most attempts'. Say 'a common way' unless a source ranks them.
 */
const UNSOURCED_RANKINGS: readonly RegExp[] = [/\b(?:the|one of the) most common\b/i, /\bstops most\b/i];

/**
 * A holding period given as a number of years ('money you will not need for at least four years',
 * 'within the next four years'): it reads as a promise that a fall recovers in that time. Say 'for
 * many years', and that no holding period guarantees a recovery.
 */
const HOLDING_PERIOD =
  /\b(?:for at least|within(?: the next)?)\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+years\b/i;

/**
 * The book's copyright given without its country: it is in the public domain in the United States,
 * while countries that protect a work for 70 years after its author's death (Clason died in 1957)
 * protect it until 2028.
 */
const PUBLIC_DOMAIN_WITHOUT_COUNTRY = /\bpublic domain\b(?!\s+in the United States\b)/i;

/**
 * 'No wallet will ever ask for your seed phrase': the learner's own wallet does, when they restore
 * it. (A wallet maker asking is another matter.)
 */
const WALLET_NEVER_ASKS = /\bwallets?\b(?!\s+makers?\b)[^.;:]*\bwill (?:ever|never) ask\b/i;

/**
 * A forecast: what a price, a plan or a portfolio will do ('will be worth', 'will grow to', 'you
 * will have', 'expected return', 'projected value'). The calculators show past results only.
 */
const FORECASTS: readonly RegExp[] = [
  /\bwill (?:likely |probably )?(?:be worth|grow|rise|reach|double|return|earn|outperform|beat|recover)\b/i,
  /\byou(?:'ll|’ll| will) (?:have|own|earn|make|end up)\b/i,
  /\b(?:expected|projected|forecast(?:ed)?) (?:returns?|value|growth|price|gains?)\b/i,
];

/**
 * 'The real Babylon had no coins', 'the book has no coins': the book is full of coins (gold pieces,
 * silver, coppers), and the historical city had none only in its great age, since coinage reached
 * Mesopotamia under Persian rule. A sentence saying there were no coins must say when.
 */
const NO_COINS = /\b(?:no|without) coins?\b/i;
const NO_COINS_DATED = /\b(?:great age|Persians?)\b/i;

/**
 * Savings whose value is said to grow over the years ('your bitcoin savings grow through steady
 * accumulation over years'): steady buying grows the amount of bitcoin held; its value can fall as
 * well as rise.
 */
const SAVINGS_GROW =
  /\b(?:savings|wealth)\s+(?:grows?|will grow|keeps? growing)\b[^.;:]*\bover (?:the )?(?:years|decades|time)\b/i;

/**
 * The same checks in each language Arkad speaks. Spanish text is checked with Spanish patterns
 * ('se disparará', 'deberías comprar', 'el error más común', 'garantizado'...): an English pattern
 * would let every Spanish defect through.
 */
interface ContentPatterns {
  subsidyFigure: RegExp;
  bareYear: RegExp;
  feeInBytes: readonly RegExp[];
  peopleCount: RegExp;
  advice: readonly RegExp[];
  rankings: readonly RegExp[];
  holdingPeriod: RegExp;
  publicDomainWithoutCountry: RegExp;
  walletNeverAsks: RegExp;
  forecasts: readonly RegExp[];
  noCoins: RegExp;
  noCoinsDated: RegExp;
  savingsGrow: RegExp;
}

const englishPatterns: ContentPatterns = {
  subsidyFigure: SUBSIDY_FIGURE,
  bareYear: BARE_YEAR,
  feeInBytes: FEE_IN_BYTES,
  peopleCount: PEOPLE_COUNT,
  advice: ADVICE_PHRASES,
  rankings: UNSOURCED_RANKINGS,
  holdingPeriod: HOLDING_PERIOD,
  publicDomainWithoutCountry: PUBLIC_DOMAIN_WITHOUT_COUNTRY,
  walletNeverAsks: WALLET_NEVER_ASKS,
  forecasts: FORECASTS,
  noCoins: NO_COINS,
  noCoinsDated: NO_COINS_DATED,
  savingsGrow: SAVINGS_GROW,
};

/**
 * Spanish patterns are written with \\b; it becomes a word boundary that knows accented letters
 * (JavaScript's \\b does not: to it, 'más' ends inside the word).
 */
const LETTER = '[\\p{L}\\d]';
const BOUNDARY = `(?:(?<=${LETTER})(?!${LETTER})|(?<!${LETTER})(?=${LETTER}))`;
const es = (source: string, flags = 'iu') => new RegExp(source.replaceAll('\\b', BOUNDARY), flags);
const esAll = (source: string) => es(source, 'giu');

const NUMBER_WORDS_ES = '(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\\d+)';

const spanishPatterns: ContentPatterns = {
  // '3.125 BTC', '3,125 BTC' (Spain writes a decimal comma), '6.25 bitcoins nuevos'.
  subsidyFigure: es('(?<![\\d.,])(?:50|25|12[.,]5|6[.,]25|3[.,]125|1[.,]5625|0[.,]78125)\\s*(?:BTC|bitcoins?)\\b'),
  // 'en 2024', 'durante 2020', 'a lo largo de 2016', 'en el año 2024'; not 'en abril de 2024', 'desde 2024'.
  bareYear: esAll('\\b(?:en|durante|a lo largo de)\\s+(?:el\\s+año\\s+)?((?:19|20)\\d\\d)\\b'),
  feeInBytes: [
    es('\\ben bytes\\b(?!\\s+virtuales)'),
    es('\\bpor byte\\b(?!\\s+virtual)'),
    es('\\bsats?\\s*(?:/|por)\\s*bytes?\\b(?!\\s+virtual)'),
    /\bsat\/B\b/,
  ],
  peopleCount: es(
    '\\b\\d[\\d,.]*\\s*(?:[KMB]\\+?|\\+|\\s(?:mil|millones?|millón)\\+?)?\\s+(?:de\\s+)?(?:miembros|usuarios|suscriptores|seguidores|oyentes|lectores)\\b',
  ),
  advice: [
    es('\\b(?:deberías|te conviene|te recomendamos)\\s+(?:comprar|vender|invertir|mantener|conservar|tener)\\b'),
    es('\\b(?:pon|mete|invierte|pasa)\\b[^.;:]*\\ben bitcoin\\b'),
    es('\\b(?:sale más a cuenta|sale mejor a cuenta|te conviene más)\\b'),
    es('\\bahora es (?:un|el) (?:buen|gran|mejor) momento (?:para|de) comprar\\b'),
    es('\\b(?:da|dale|dales)\\b[^.;:]*\\bun lugar en tu (?:plan de )?(?:jubilación|retiro|pensión)\\b'),
    es('\\bcompra (?:ya|ahora|bitcoin hoy)\\b'),
  ],
  rankings: [
    es('\\b(?:el|la|los|las|lo)\\s+(?:[\\p{L}]+\\s+){0,2}más\\s+(?:común|comunes|frecuentes?|habituales?)\\b'),
    es('\\b(?:uno|una) de (?:los|las)\\s+(?:[\\p{L}]+\\s+){0,2}más\\s+(?:comunes|frecuentes|habituales)\\b'),
    es('\\b(?:detiene|frena|evita|bloquea)\\s+la mayoría\\b'),
    // A judgement of what is best ('el mejor lugar para tus ahorros'); not a market's best bid.
    es('\\b(?:el|la) mejor (?:lugar|opción|forma|manera|momento|inversión|billetera|estrategia|activo)\\b'),
  ],
  holdingPeriod: es(
    `\\b(?:durante al menos|al menos durante|por lo menos durante|durante por lo menos|en los próximos|dentro de(?: los próximos)?)\\s+${NUMBER_WORDS_ES}\\s+años\\b`,
  ),
  publicDomainWithoutCountry: es('\\bdominio público\\b(?!\\s+en\\s+(?:los\\s+)?Estados\\s+Unidos)'),
  // A wallet ('billetera', not 'fabricante de billeteras'), a never and an 'ask' in one sentence.
  walletNeverAsks: es(
    '^(?=.*(?<!fabricantes?\\s+de\\s+)\\bbilleteras?\\b)(?=.*\\b(?:nunca|jamás|ningun[oa]|ningún|nadie)\\b)(?=.*\\b(?:pedirá|pedirán|va a pedir|van a pedir)\\b)',
  ),
  forecasts: [
    es(
      '\\b(?:se\\s+)?(?:valdrá|valdrán|crecerá|crecerán|subirá|subirán|disparará|dispararán|alcanzará|alcanzarán|duplicará|duplicarán|rendirá|rendirán|superará|superarán|recuperará|recuperarán|aumentará|aumentarán|multiplicará|multiplicarán)\\b',
    ),
    es('\\b(?:va|van) a (?:valer|crecer|subir|dispararse|duplicarse|recuperarse|rendir|superar)\\b'),
    es('\\b(?:tendrás|ganarás|acumularás|obtendrás|reunirás)\\b(?!\\s+que)'),
    es(
      '\\b(?:rendimientos?|rentabilidad|retornos?|valor|crecimiento|precio|ganancias?)\\s+(?:esperad[oa]s?|proyectad[oa]s?|previst[oa]s?|estimad[oa]s? a futuro)\\b',
    ),
    // 'te garantizamos', 'rendimiento garantizado de': a promise made by the text itself. A warning
    // ('desconfía de los rendimientos garantizados') or a denial ('no hay un piso garantizado') is not.
    es('\\bgarantizamos\\b'),
    es(
      '(?<!\\bno\\s)\\b(?:es|son|será|serán) (?:una |un )?(?:ganancias?|rendimientos?|retornos?|beneficios?) garantizad[oa]s?\\b',
    ),
  ],
  noCoins: es('\\b(?:sin|no (?:había|hay|tenía|tenían|tiene|usaba|usaban)|ninguna) monedas?\\b'),
  noCoinsDated: es('\\b(?:gran época|apogeo|época de esplendor|persas?|dominio persa)\\b'),
  savingsGrow: es(
    '\\b(?:ahorros?(?:\\s+en\\s+bitcoin)?|riqueza|patrimonio)\\s+(?:crece|crecen|crecerá|crecerán|sigue creciendo|siguen creciendo|va creciendo|van creciendo)\\b[^.;:]*\\b(?:con|a lo largo de|durante) (?:los años|el tiempo|las décadas|décadas|años)\\b',
  ),
};

const patternsByLanguage: Readonly<Record<Language, ContentPatterns>> = { en: englishPatterns, es: spanishPatterns };

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/** A check on one sentence: the kind of problem, when a sentence has it, and what to say instead. */
interface SentenceRule {
  kind: ContentProblemKind;
  breaks(sentence: string): boolean;
  message: string;
}

const anyOf = (patterns: readonly RegExp[]) => (sentence: string) => patterns.some((p) => p.test(sentence));

function sentenceRules(p: ContentPatterns): readonly SentenceRule[] {
  return [
    {
      kind: 'fee-bytes',
      breaks: anyOf(p.feeInBytes),
      message: 'Fees follow size in virtual bytes (vbytes), not bytes.',
    },
    {
      kind: 'unsourced-ranking',
      breaks: anyOf(p.rankings),
      message: "A ranking no source gives: say 'a common way', not 'the most common'.",
    },
    {
      kind: 'holding-period',
      breaks: (sentence) => p.holdingPeriod.test(sentence),
      message:
        "A number of years reads as a promise that a fall recovers in that time: say 'for many years', and that no holding period guarantees a recovery.",
    },
    {
      kind: 'copyright-country',
      breaks: (sentence) => p.publicDomainWithoutCountry.test(sentence),
      message:
        "Say where: 'in the public domain in the United States' (life+70 countries protect Clason's book until 2028).",
    },
    {
      kind: 'seed-phrase-restore',
      breaks: (sentence) => p.walletNeverAsks.test(sentence),
      message:
        'A wallet does ask for the seed phrase when its owner restores it: say to type it only into your own wallet or device when you restore it yourself.',
    },
    {
      kind: 'forecast',
      breaks: anyOf(p.forecasts),
      message: 'Reads as a forecast: say what the recorded prices gave in the past, never what they will do.',
    },
    {
      kind: 'babylon-coins',
      breaks: (sentence) => p.noCoins.test(sentence) && !p.noCoinsDated.test(sentence),
      message:
        'Say which Babylon and when: the book is full of coins; the historical city in its great age weighed silver by the shekel, and coinage reached Mesopotamia under Persian rule.',
    },
    {
      kind: 'value-growth',
      breaks: (sentence) => p.savingsGrow.test(sentence),
      message:
        'Reads as a promise that savings gain value over time: say the amount of bitcoin held grows, and that its value can fall as well as rise.',
    },
  ];
}

const rulesByLanguage: Readonly<Record<Language, readonly SentenceRule[]>> = {
  en: sentenceRules(englishPatterns),
  es: sentenceRules(spanishPatterns),
};

/** A block subsidy tied to a year in which the subsidy changed, once for each such year named. */
function subsidyYearProblems(sentence: string, p: ContentPatterns): ContentProblem[] {
  if (!p.subsidyFigure.test(sentence)) return [];
  return [...sentence.matchAll(p.bareYear)]
    .filter((match) => isHalvingYear(Number(match[1])))
    .map((match) => ({
      kind: 'subsidy-year',
      excerpt: sentence,
      message: `A block subsidy tied to '${match[0]}', a year in which the subsidy changed: give a date range or a halving instead.`,
    }));
}

/** Every problem these checks find in one sentence of the language. */
function sentenceProblems(sentence: string, language: Language): ContentProblem[] {
  const p = patternsByLanguage[language];
  return [
    ...subsidyYearProblems(sentence, p),
    ...rulesByLanguage[language]
      .filter((rule) => rule.breaks(sentence))
      .map(({ kind, message }) => ({ kind, excerpt: sentence, message })),
    ...p.advice
      .filter((pattern) => pattern.test(sentence))
      .map((pattern) => ({
        kind: 'advice' as const,
        excerpt: sentence,
        message: `Reads as financial advice (${pattern.source.replaceAll(BOUNDARY, '\\b')}).`,
      })),
  ];
}

/** Every problem these checks find in one piece of English text. */
export function findContentProblems(text: string): ContentProblem[] {
  return checkContent(text, 'en');
}

/**
 * Every problem these checks find in one piece of text written in `language`: Spanish text is
 * checked with Spanish patterns.
 */
export function checkContent(text: string, language: Language): ContentProblem[] {
  const problems = sentences(text).flatMap((sentence) => sentenceProblems(sentence, language));
  if (patternsByLanguage[language].peopleCount.test(text) && !A_YEAR.test(text)) {
    problems.push({
      kind: 'undated-count',
      excerpt: text,
      message: 'A count of members or users ages: give the date it was true and its source, or drop it.',
    });
  }
  return problems;
}

/**
 * The checks of docs/content.md on a Spanish text (no forecast, no advice, no unsourced ranking,
 * the book's claims), with Spanish patterns: for every area's Spanish content and screen texts.
 */
export function checkSpanishContent(text: string): ContentProblem[] {
  return checkContent(text, 'es');
}

export interface ContentString {
  /** Where the string sits, e.g. 'glossary.glossaryTerms[3].definition'. */
  path: string;
  text: string;
}

/** Every string in a tree of plain objects and arrays (functions, maps and the like are skipped). */
export function collectStrings(value: unknown, path = ''): ContentString[] {
  const found: ContentString[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, at: string) => {
    if (typeof node === 'string') {
      found.push({ path: at, text: node });
      return;
    }
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}[${index}]`));
      return;
    }
    if (Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== null) return;
    for (const [key, item] of Object.entries(node)) visit(item, at ? `${at}.${key}` : key);
  };
  visit(value, path);
  return found;
}
