import type { ClasonChapter, QuizSource } from '../../schemas/quiz';
import { guideContent } from '../guide';
import type { PassageRef } from '../passages';
import { guideEs } from './guide';
import { parableSummaryTextsEs } from './parables-index';

/**
 * The quiz bank's sources and lessons as a Spanish learner reads them (issue 48): the book's
 * chapters (Arkad's renderings: Spanish editions word them differently, docs/translation-es.md),
 * the places in Arkad a source names, the primary sources' descriptions, and the titles of the
 * passages that teach the questions. A cited document's own title (the whitepaper, a BIP) stays as
 * published. The Guide's names (its sections, cures, laws and cards) and the stories' chapters are
 * read from the Spanish Guide (./guide.ts) and story list (./parables-index.ts): one name each
 * (quiz-sources.test.ts). Server only, with the bank (decision 042). A source or lesson the bank
 * uses and this module lacks throws, and quiz-bank.test.ts asks every one.
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

const ORDINALS_ES_F = ['primera', 'segunda', 'tercera', 'cuarta', 'quinta'] as const;

/** The seven cures as the Spanish Guide names them. */
export const cureTitlesEs: readonly string[] = guideEs.sevenCures.map((cure) => cure.title);

/** The five laws of gold as the Spanish Guide names them. */
export const lawTitlesEs: readonly string[] = guideEs.fiveLawsOfGold.map((law) => law.title);

/** The titles of the passages the bank names, by passageKey. */
export const passageTitlesEs: Readonly<Record<string, string>> = {
  'guide:hero': guideEs.hero.title,
  'guide:fundamentals': guideEs.sections.fundamentals.title,
  'guide:essentialKnowledge': guideEs.sections.essentialKnowledge.title,
  'guide:beginnerMistakes': guideEs.sections.beginnerMistakes.title,
  'guide:securityPyramid': guideEs.sections.securityPyramid.title,
  'glossary:21-million-cap': 'Límite de 21 millones',
  'glossary:address': 'Dirección',
  'glossary:bech32m': 'Bech32m',
  'glossary:block': 'Bloque',
  'glossary:block-reward': 'Recompensa de bloque',
  'glossary:circulating-supply': 'Oferta circulante',
  'glossary:cold-storage': 'Almacenamiento en frío',
  'glossary:confirmation': 'Confirmación',
  'glossary:cost-basis': 'Costo base',
  'glossary:counterparty-risk': 'Riesgo de contraparte',
  'glossary:custodian': 'Custodio',
  'glossary:difficulty-adjustment': 'Ajuste de dificultad',
  'glossary:double-spending': 'Doble gasto',
  'glossary:drawdown': 'Caída desde el máximo (drawdown)',
  'glossary:emergency-fund': 'Fondo de emergencia',
  'glossary:fiat-currency': 'Dinero fiat',
  'glossary:fomo': 'FOMO',
  'glossary:genesis-block': 'Bloque génesis',
  'glossary:halving': 'Halving',
  'glossary:hash-rate': 'Tasa de hash',
  'glossary:hd-wallet': 'Billetera HD',
  'glossary:hodl': 'HODL',
  'glossary:hot-wallet': 'Billetera caliente',
  'glossary:inflation': 'Inflación',
  'glossary:kyc': 'KYC',
  'glossary:lightning-network': 'Red Lightning',
  'glossary:lump-sum': 'Suma única',
  'glossary:market-cap': 'Capitalización de mercado',
  'glossary:mempool': 'Mempool',
  'glossary:merkle-tree': 'Árbol de Merkle',
  'glossary:most-work-chain': 'Cadena con más trabajo',
  'glossary:multisig': 'Multifirma',
  'glossary:node': 'Nodo',
  'glossary:nonce': 'Nonce',
  'glossary:passphrase': 'Frase de contraseña (passphrase)',
  'glossary:phishing': 'Phishing',
  'glossary:private-key': 'Clave privada',
  'glossary:proof-of-work': 'Prueba de trabajo',
  'glossary:psbt': 'PSBT',
  'glossary:public-key': 'Clave pública',
  'glossary:satoshi': 'Satoshi',
  'glossary:seed-phrase': 'Frase semilla',
  'glossary:sim-swap': 'Duplicado de SIM (SIM swap)',
  'glossary:spv': 'SPV',
  'glossary:taproot': 'Taproot',
  'glossary:timing-the-market': 'Adivinar el momento del mercado',
  'glossary:transaction-fee': 'Comisión de transacción',
  'glossary:unit-bias': 'Sesgo de unidad',
  'glossary:utxo': 'UTXO',
  'glossary:volatility': 'Volatilidad',
  'security-level:exchange': 'Custodia en un exchange',
  'security-level:hardware': 'Billetera de hardware',
  'security-level:multisig': 'Configuración multifirma',
  'security-level:software': 'Billetera de software',
  'security-levels': 'Los cuatro niveles de seguridad',
  'strategy:bitcoin-mining': 'Minería de bitcoin',
  'strategy:business-treasury': 'Tesorería empresarial',
  'strategy:dca': 'Promedio del costo en dólares (DCA)',
  'strategy:lightning-earning': 'Ganar con la red Lightning',
  'strategy:options-strategies': 'Estrategias con opciones',
  'strategy:stacking-sats': 'Acumular sats',
  'strategy:strategic-dip-buying': 'Compra estratégica en caídas',
  'strategy:value-averaging': 'Promedio de valor',
};

/** A passage reference as one key: 'cure:1', 'glossary:seed-phrase', 'security-levels'. */
export function passageKey(ref: PassageRef): string {
  switch (ref.kind) {
    case 'guide':
      return `guide:${ref.section}`;
    case 'cure':
    case 'law':
      return `${ref.kind}:${ref.number}`;
    case 'parable':
      return `parable:${ref.parable}`;
    case 'glossary':
      return `glossary:${ref.term}`;
    case 'strategy':
      return `strategy:${ref.strategy}`;
    case 'security-levels':
      return 'security-levels';
    case 'security-level':
      return `security-level:${ref.level}`;
  }
}

/** The title of the passage that teaches a question, as a Spanish link reads it. */
export function lessonTitleEs(ref: PassageRef): string {
  switch (ref.kind) {
    case 'cure':
      return `El ${cureOrdinalsEs[ref.number - 1] ?? ref.number} remedio: ${cureTitlesEs[ref.number - 1] ?? ''}`;
    case 'law':
      return `La ${ORDINALS_ES_F[ref.number - 1] ?? ref.number} ley del oro: ${lawTitlesEs[ref.number - 1] ?? ''}`;
    case 'parable':
      return parableSummaryTextsEs[ref.parable].chapter;
    default:
      return found(passageTitlesEs, passageKey(ref), 'passage');
  }
}
