import type { ClasonChapter, QuizSource } from '../../schemas/quiz';

/**
 * The quiz bank's sources and lessons as a Spanish learner reads them (issue 48): the book's
 * chapters (Arkad's renderings: Spanish editions word them differently, docs/translation-es.md),
 * the places in Arkad a source names and the primary sources' descriptions. A cited document's own
 * title (the whitepaper, a BIP) stays as published. Server only, with the bank (decision 042). A
 * source the bank uses and this module lacks throws, and quiz-bank.test.ts asks every one. The
 * titles of the lessons that teach the questions come from the Spanish content itself
 * (`passageTitle(ref, 'es')`, ../passages.ts).
 */

export const BOOK_TITLE_ES = 'El hombre más rico de Babilonia';

export const clasonChaptersEs = {
  'The Man Who Desired Gold': 'El hombre que deseaba oro',
  'The Richest Man in Babylon': 'El hombre más rico de Babilonia',
  'Seven Cures for a Lean Purse': 'Siete remedios para una bolsa flaca',
  'Meet the Goddess of Good Luck': 'Conoce a la diosa de la buena suerte',
  'The Five Laws of Gold': 'Las cinco leyes del oro',
  'The Gold Lender of Babylon': 'El prestamista de oro de Babilonia',
  'The Walls of Babylon': 'Las murallas de Babilonia',
  'The Camel Trader of Babylon': 'El comerciante de camellos de Babilonia',
  'The Clay Tablets from Babylon': 'Las tablillas de arcilla de Babilonia',
  'The Luckiest Man in Babylon': 'El hombre más afortunado de Babilonia',
} as const satisfies Record<ClasonChapter, string>;

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
  'Guide › Bitcoin Fundamentals › Permissionless': 'Guía › Fundamentos de Bitcoin › Sin permisos',
  'Guide › Common Beginner Mistakes › Investing more than you can afford to lose':
    'Guía › Errores comunes de principiante › Invertir más de lo que puedes permitirte perder',
  'Guide › Common Beginner Mistakes › Neglecting security':
    'Guía › Errores comunes de principiante › Descuidar la seguridad',
  'Guide › Common Beginner Mistakes › Trying to time the market':
    'Guía › Errores comunes de principiante › Intentar adivinar el momento del mercado',
  'Guide › Essential Knowledge › Self-Custody': 'Guía › Conocimientos esenciales › Autocustodia',
  'Guide › Essential Knowledge › Volatility Is Normal': 'Guía › Conocimientos esenciales › La volatilidad es normal',
  'Guide › The Security Pyramid': 'Guía › La pirámide de seguridad',
  'Guide › The Seven Cures › the first cure, in bitcoin practice':
    'Guía › Los siete remedios › el primer remedio, en la práctica con bitcoin',
  'Guide › The Seven Cures › the second cure, in bitcoin practice':
    'Guía › Los siete remedios › el segundo remedio, en la práctica con bitcoin',
  'Guide › The Seven Cures › the third cure, in bitcoin practice':
    'Guía › Los siete remedios › el tercer remedio, en la práctica con bitcoin',
  'Guide › The Seven Cures › the fourth cure, in bitcoin practice':
    'Guía › Los siete remedios › el cuarto remedio, en la práctica con bitcoin',
  'Guide › The Seven Cures › the sixth cure, in bitcoin practice':
    'Guía › Los siete remedios › el sexto remedio, en la práctica con bitcoin',
  'Guide › The Seven Cures › the seventh cure': 'Guía › Los siete remedios › el séptimo remedio',
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
