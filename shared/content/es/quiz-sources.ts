import type { ClasonChapter, QuizSource } from '../../schemas/quiz';
import { guideContent } from '../guide';
import { guideEs } from './guide';
import { parableSummaryTextsEs } from './parables-index';

/**
 * The quiz bank's sources and lessons as a Spanish learner reads them (issue 48): the book's
 * chapters (Arkad's renderings: Spanish editions word them differently, docs/translation-es.md),
 * the places in Arkad a source names and the primary sources' descriptions. A cited document's own
 * title (the whitepaper, a BIP) stays as published. The Guide's names (its sections, cures, laws and
 * cards) and the stories' chapters are read from the Spanish Guide (./guide.ts) and story list
 * (./parables-index.ts): one name each (quiz-sources.test.ts). Server only, with the bank (decision
 * 042). A source the bank uses and this module lacks throws, and quiz-bank.test.ts asks every one.
 * The titles of the lessons that teach the questions come from the Spanish content itself
 * (`passageTitle(ref, 'es')`, ../passages.ts).
 */

export const BOOK_TITLE_ES = 'El hombre más rico de Babilonia';

const chapter = parableSummaryTextsEs;
/** The book's chapters, as the Spanish story list names them (one story per chapter). */
export const clasonChaptersEs = {
  'The Man Who Desired Gold': chapter['the-man-who-desired-gold'].chapter,
  'The Richest Man in Babylon': chapter['the-richest-man-in-babylon'].chapter,
  'Seven Cures for a Lean Purse': chapter['seven-cures-for-a-lean-purse'].chapter,
  'Meet the Goddess of Good Luck': chapter['meet-the-goddess-of-good-luck'].chapter,
  'The Five Laws of Gold': chapter['the-five-laws-of-gold'].chapter,
  'The Gold Lender of Babylon': chapter['the-gold-lender-of-babylon'].chapter,
  'The Walls of Babylon': chapter['the-walls-of-babylon'].chapter,
  'The Camel Trader of Babylon': chapter['the-camel-trader-of-babylon'].chapter,
  'The Clay Tablets from Babylon': chapter['the-clay-tablets-from-babylon'].chapter,
  'The Luckiest Man in Babylon': chapter['the-luckiest-man-in-babylon'].chapter,
} as const satisfies Record<ClasonChapter, string>;

const GUIDE_ES = 'Guía';
const cureOrdinalsEs = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo'] as const;

/**
 * The Guide's places a source may name, English → Spanish, both read from the Guides: a section
 * ('Guide › The Security Pyramid'), a card of a section ('Guide › Essential Knowledge › Self-Custody')
 * and a cure's practice ('Guide › The Seven Cures › the first cure, in bitcoin practice').
 */
function guideSectionsEs(): Record<string, string> {
  const en = guideContent;
  const es = guideEs;
  const entries: [string, string][] = [];
  const cards = [
    ['fundamentals', en.fundamentals, es.fundamentals],
    ['essentialKnowledge', en.essentialKnowledge, es.essentialKnowledge],
    ['beginnerMistakes', en.beginnerMistakes, es.beginnerMistakes],
    ['securityPyramid', en.securityPyramid, es.securityPyramid],
  ] as const;
  for (const [section, enCards, esCards] of cards) {
    const enSection = `Guide › ${en.sections[section].title}`;
    const esSection = `${GUIDE_ES} › ${es.sections[section].title}`;
    entries.push([enSection, esSection]);
    enCards.forEach((card, index) =>
      entries.push([`${enSection} › ${card.title}`, `${esSection} › ${esCards[index]?.title ?? ''}`]),
    );
  }
  // The sources name the cures' section shortly ('The Seven Cures'); the Spanish uses the section's title.
  const cures = `${GUIDE_ES} › ${es.sections.sevenCures.title}`;
  cureOrdinalsEs.forEach((ordinal, index) => {
    const english = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'][index];
    entries.push([
      `Guide › The Seven Cures › the ${english} cure, in bitcoin practice`,
      `${cures} › el ${ordinal} remedio, en la práctica con bitcoin`,
    ]);
    entries.push([`Guide › The Seven Cures › the ${english} cure`, `${cures} › el ${ordinal} remedio`]);
  });
  return Object.fromEntries(entries);
}

/** The places in Arkad a source names ('Strategies › Dollar-Cost Averaging'), in Spanish. */
export const arkadSectionsEs: Readonly<Record<string, string>> = {
  'Glossary › 21 Million Cap': 'Glosario › Límite de 21 millones',
  'Glossary › Circulating Supply': 'Glosario › Oferta circulante',
  'Glossary › Cold Storage': 'Glosario › Almacenamiento en frío',
  'Glossary › Cost Basis': 'Glosario › Costo base',
  'Glossary › Counterparty Risk': 'Glosario › Riesgo de contraparte',
  'Glossary › Custodian': 'Glosario › Custodio',
  'Glossary › Drawdown': 'Glosario › Caída desde el máximo (drawdown)',
  'Glossary › Emergency Fund': 'Glosario › Fondo de emergencia',
  'Glossary › FOMO': 'Glosario › FOMO',
  'Glossary › Fiat Currency': 'Glosario › Dinero fiat',
  'Glossary › HODL': 'Glosario › HODL',
  'Glossary › Hash Rate': 'Glosario › Tasa de hash',
  'Glossary › Hot Wallet': 'Glosario › Billetera caliente',
  'Glossary › Inflation': 'Glosario › Inflación',
  'Glossary › KYC': 'Glosario › KYC',
  'Glossary › Lightning Network': 'Glosario › Red Lightning',
  'Glossary › Lump Sum': 'Glosario › Suma única',
  'Glossary › Market Cap': 'Glosario › Capitalización de mercado',
  'Glossary › Mempool': 'Glosario › Mempool',
  'Glossary › Multisig': 'Glosario › Multifirma',
  'Glossary › Phishing': 'Glosario › Phishing',
  'Glossary › Public Key': 'Glosario › Clave pública',
  'Glossary › SIM Swap': 'Glosario › Duplicado de SIM (SIM swap)',
  'Glossary › Satoshi': 'Glosario › Satoshi',
  'Glossary › Timing the Market': 'Glosario › Adivinar el momento del mercado',
  'Glossary › Unit Bias': 'Glosario › Sesgo de unidad',
  'Glossary › Volatility': 'Glosario › Volatilidad',
  ...guideSectionsEs(),
  'Security Assessment › The Four Security Levels': 'Evaluación de seguridad › Los cuatro niveles de seguridad',
  'Security Assessment › The Four Security Levels › Exchange Custody':
    'Evaluación de seguridad › Los cuatro niveles de seguridad › Custodia en un exchange',
  'Security Assessment › The Four Security Levels › Hardware Wallet':
    'Evaluación de seguridad › Los cuatro niveles de seguridad › Billetera de hardware',
  'Security Assessment › The Four Security Levels › Multi-Signature Setup':
    'Evaluación de seguridad › Los cuatro niveles de seguridad › Configuración multifirma',
  'Security Assessment › The Four Security Levels › Software Wallet':
    'Evaluación de seguridad › Los cuatro niveles de seguridad › Billetera de software',
  'Strategies › Bitcoin Mining': 'Estrategias › Minería de bitcoin',
  'Strategies › Bitcoin Mining › How To': 'Estrategias › Minería de bitcoin › Cómo hacerlo',
  'Strategies › Business Treasury': 'Estrategias › Tesorería empresarial',
  'Strategies › Business Treasury › Pros & Cons': 'Estrategias › Tesorería empresarial › Ventajas y desventajas',
  'Strategies › Dollar-Cost Averaging': 'Estrategias › Promedio del costo en dólares (DCA)',
  'Strategies › Dollar-Cost Averaging › How To': 'Estrategias › Promedio del costo en dólares (DCA) › Cómo hacerlo',
  'Strategies › Dollar-Cost Averaging › Pros & Cons':
    'Estrategias › Promedio del costo en dólares (DCA) › Ventajas y desventajas',
  'Strategies › Lightning Network Earning': 'Estrategias › Ganar con la red Lightning',
  'Strategies › Lightning Network Earning › Pros & Cons':
    'Estrategias › Ganar con la red Lightning › Ventajas y desventajas',
  'Strategies › Options Strategies': 'Estrategias › Estrategias con opciones',
  'Strategies › Options Strategies › Pros & Cons': 'Estrategias › Estrategias con opciones › Ventajas y desventajas',
  'Strategies › Stacking Sats': 'Estrategias › Acumular sats',
  'Strategies › Stacking Sats › How To': 'Estrategias › Acumular sats › Cómo hacerlo',
  'Strategies › Stacking Sats › Pros & Cons': 'Estrategias › Acumular sats › Ventajas y desventajas',
  'Strategies › Strategic Dip Buying': 'Estrategias › Compra estratégica en caídas',
  'Strategies › Strategic Dip Buying › How To': 'Estrategias › Compra estratégica en caídas › Cómo hacerlo',
  'Strategies › Strategic Dip Buying › Pros & Cons':
    'Estrategias › Compra estratégica en caídas › Ventajas y desventajas',
  'Strategies › Value Averaging › How To': 'Estrategias › Promedio de valor › Cómo hacerlo',
  'Strategies › Value Averaging › Pros & Cons': 'Estrategias › Promedio de valor › Ventajas y desventajas',
};

/** The primary sources' descriptions (a standard's or a document's own title stays as published). */
export const primarySourcesEs: Readonly<Record<string, string>> = {
  'Bitcoin Core, src/consensus/amount.h (COIN = 100,000,000 satoshis; MAX_MONEY = 21,000,000 × COIN)':
    'Bitcoin Core, src/consensus/amount.h (COIN = 100,000,000 satoshis; MAX_MONEY = 21,000,000 × COIN)',
  'Bitcoin Core, chain parameters (nSubsidyHalvingInterval = 210,000 blocks)':
    'Bitcoin Core, parámetros de la cadena (nSubsidyHalvingInterval = 210,000 bloques)',
  'Bitcoin Core, chain parameters (nPowTargetTimespan of two weeks ÷ nPowTargetSpacing of ten minutes = 2,016 blocks)':
    'Bitcoin Core, parámetros de la cadena (nPowTargetTimespan de dos semanas ÷ nPowTargetSpacing de diez minutos = 2,016 bloques)',
  'The blockchain itself: block 0’s header timestamp (2009-01-03 18:15:05 UTC)':
    'La propia cadena de bloques: la marca de tiempo del encabezado del bloque 0 (2009-01-03 18:15:05 UTC)',
  'Michael E. Edleson, Value Averaging (the method’s own book)':
    'Michael E. Edleson, Value Averaging (el libro del propio método)',
  'Lightning BOLT #7: P2P Node and Channel Discovery (channel_update: fee_base_msat, fee_proportional_millionths)':
    'Lightning BOLT #7: P2P Node and Channel Discovery (channel_update: fee_base_msat, fee_proportional_millionths)',
  'NIST SP 800-63B-4, Digital Identity Guidelines: Authentication and Authenticator Management (2025), §3.1.3.3 (authentication through the public switched telephone network, SMS included, is a restricted authenticator)':
    'NIST SP 800-63B-4, Digital Identity Guidelines: Authentication and Authenticator Management (2025), §3.1.3.3 (la autenticación por la red telefónica pública conmutada, SMS incluido, es un autenticador restringido)',
};

function found(table: Readonly<Record<string, string>>, key: string, what: string): string {
  const text = table[key];
  if (text === undefined) throw new Error(`No Spanish for the ${what} '${key}'`);
  return text;
}

/** The source as one line a Spanish learner reads (formatQuizSource's Spanish). */
export function formatQuizSourceEs(source: QuizSource): string {
  switch (source.kind) {
    case 'arkad':
      return `Arkad, ${found(arkadSectionsEs, source.section, 'section')}`;
    case 'book':
      return `George S. Clason, ${BOOK_TITLE_ES} (1926), capítulo «${clasonChaptersEs[source.chapter]}» (traducción de Arkad)`;
    case 'whitepaper':
      return `Satoshi Nakamoto, «Bitcoin: A Peer-to-Peer Electronic Cash System» (2008), ${source.section === 'Abstract' ? 'resumen' : `sección ${source.section}`}`;
    case 'bip':
      return `BIP-${source.number}: ${source.title}`;
    case 'primary':
      return found(primarySourcesEs, source.title, 'primary source');
  }
}
