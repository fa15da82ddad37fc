import { describe, expect, it } from 'vitest';
import { comparisonMessageTexts } from '../domain/comparison';
import { wizardRules } from '../domain/wizard';
import * as communities from './communities';
import { emailCopy } from './emails';
import {
  checkContent,
  checkSpanishContent,
  collectStrings,
  findContentProblems,
  isHalvingYear,
  type ContentProblemKind,
} from './content-checks';
import * as glossary from './glossary';
import * as guide from './guide';
import * as learnerLabels from './learner-labels';
import * as plans from './plans';
import * as securityAssessment from './security-assessment';
import * as strategies from './strategies';
import * as wizardQuestions from './wizard-questions';

/** Every text Arkad shows from shared/ (emails included): the content modules' exports, the wizard's reasons and the comparison's messages. */
const allContent = collectStrings({
  communities: { ...communities },
  emails: emailCopy,
  glossary: { ...glossary },
  guide: { ...guide },
  learnerLabels: { ...learnerLabels },
  plans: { ...plans },
  securityAssessment: { ...securityAssessment },
  strategies: { ...strategies },
  wizardQuestions: { ...wizardQuestions },
  wizardReasons: wizardRules.map((rule) => rule.reason),
  comparisonMessageTexts,
});

const kinds = (text: string): ContentProblemKind[] => findContentProblems(text).map((problem) => problem.kind);

describe('findContentProblems', () => {
  it.each<[string, string]>([
    [
      'a subsidy tied to a halving year',
      "A miner who found a valid block in 2024 earned 3.125 BTC plus that block's fees.",
    ],
    ['a subsidy tied to a halving year, year first', 'In 2020 each block paid 6.25 BTC.'],
    ['a subsidy tied to a future halving year', 'During 2028 a block will create 1.5625 new bitcoin.'],
  ])('flags %s', (_name, text) => {
    expect(kinds(text)).toEqual(['subsidy-year']);
  });

  it.each([
    "A miner who finds a valid block between the April 2024 halving and the next one earns 3.125 BTC plus that block's fees.",
    'Reward per block: 50 BTC from 2009, 25 from 2012, 12.5 from 2016, 6.25 from 2020 and 3.125 from 2024.',
    'The reward started at 50 BTC in 2009 and fell to 3.125 BTC at the April 2024 halving.',
    'Spot Bitcoin ETFs began trading in 2024.',
  ])('accepts a subsidy given with a date range or a halving, or a bare year with no subsidy: %s', (text) => {
    expect(findContentProblems(text)).toEqual([]);
  });

  it('knows the years in which the subsidy changed', () => {
    expect([2009, 2011, 2012, 2016, 2020, 2022, 2024, 2028].filter(isHalvingYear)).toEqual([
      2012, 2016, 2020, 2024, 2028,
    ]);
  });

  it.each([
    'It depends on the size of the transaction in bytes and on how busy the network is.',
    'Fees are quoted per byte.',
    'Pay 10 sat/B to get in the next block.',
    'A fee of 5 sats per byte.',
  ])('flags a transaction size in plain bytes: %s', (text) => {
    expect(kinds(text)).toEqual(['fee-bytes']);
  });

  it('accepts virtual bytes', () => {
    expect(
      findContentProblems(
        'It depends on its size in virtual bytes (vbytes); at 10 sat/vB a 140-vbyte transaction pays 1,400 sats.',
      ),
    ).toEqual([]);
  });

  it.each([
    '2.5M+ registered members',
    '4M+ members',
    'A forum with 120,000 active users.',
    'Over 4 million subscribers',
  ])('flags a member count with no date: %s', (text) => {
    expect(kinds(text)).toEqual(['undated-count']);
  });

  it('accepts a member count that says when it was true', () => {
    expect(findContentProblems('120,000 members (the forum’s statistics page, March 2026)')).toEqual([]);
  });

  it.each([
    'You should buy bitcoin before the next halving.',
    'Let an automatic recurring purchase put part of those savings into bitcoin on payday.',
    'Simply buying bitcoin with the same money is often the better deal.',
    'Now is a good time to buy.',
    'Give your long-term bitcoin savings a place in your retirement plan.',
  ])('flags advice: %s', (text) => {
    expect(kinds(text)).toEqual(['advice']);
  });

  it.each<[ContentProblemKind, string]>([
    [
      'unsourced-ranking',
      'Because you never have to decide whether today is a good day to buy, it removes the most common beginner mistake.',
    ],
    ['unsourced-ranking', 'Phishing is one of the most common ways people lose bitcoin.'],
    ['unsourced-ranking', 'Using bookmarks for real sites stops most attempts.'],
    ['holding-period', 'Money you will not need for at least four years.'],
    ['holding-period', 'Money you may need within the next four years does not belong in bitcoin.'],
    ['holding-period', 'the guide lists investing money you may need within 4 years among common mistakes.'],
    ['copyright-country', 'Adapted from The Richest Man in Babylon by George S. Clason (1926, public domain).'],
    ['copyright-country', 'Clason (1926), which is in the public domain. Arkad is not affiliated.'],
    [
      'seed-phrase-restore',
      'No legitimate person, company, support agent or wallet will ever ask for your seed phrase.',
    ],
    ['forecast', 'With a 10% yearly step-up your stack will grow to 2 BTC.'],
    ['forecast', 'Keep going and you will have $50,000 by 2030.'],
    ['forecast', 'The expected return of this plan is 12% a year.'],
    ['forecast', 'Bitcoin will likely recover within the year.'],
    [
      'babylon-coins',
      'The real Babylon had no coins: its people weighed out silver by the shekel, and coinage only began in Lydia around 600 BC.',
    ],
    ['babylon-coins', "Clason's book has no coins: its Babylon trades in gold."],
    ['value-growth', 'Your bitcoin savings grow through steady accumulation over years.'],
    ['value-growth', 'Wealth keeps growing over the decades for those who hold on.'],
  ])('flags a fact-check defect (%s): %s', (kind, text) => {
    expect(kinds(text)).toEqual([kind]);
  });

  it.each([
    'Leaving large amounts on an exchange or skipping two-factor authentication are common ways beginners lose bitcoin.',
    'Keep any bitcoin holding to money you will not need for many years, and could lose without hardship; no holding period guarantees a recovery.',
    'The halving comes every 210,000 blocks, roughly every four years.',
    'Long term: more than four years.',
    'The Richest Man in Babylon by George S. Clason (1926), a work in the public domain in the United States.',
    'No genuine wallet maker, exchange or support agent will ever ask for your seed phrase.',
    'Type it only into your own wallet or device when you restore it yourself.',
    'With a 10% yearly step-up the amount grew by 10% on each anniversary of the start day.',
    'All of this is what the recorded prices gave in the past; none of it says what any of them will do.',
    "In Clason's Babylon the money is gold.",
    'The historical Babylon, in its great age, had no coins: coinage reached Mesopotamia under Persian rule.',
    'Steady accumulation grows the amount of bitcoin you hold; its value can fall as well as rise.',
    'Savings left idle do not grow.',
    'Move your savings into self-custody as they grow.',
  ])('accepts the corrected wording: %s', (text) => {
    expect(findContentProblems(text)).toEqual([]);
  });

  it.each([
    'If you choose to hold bitcoin, an automatic recurring purchase on payday can turn part of those savings into bitcoin.',
    'Buying the same amount of bitcoin has often cost less than mining it.',
    'A question to weigh: does bitcoin have a place in your retirement plan at all?',
  ])('accepts facts, conditionals and questions: %s', (text) => {
    expect(findContentProblems(text)).toEqual([]);
  });
});

const spanishKinds = (text: string): ContentProblemKind[] => checkSpanishContent(text).map((problem) => problem.kind);

describe('checkSpanishContent', () => {
  it.each<[ContentProblemKind, string]>([
    ['subsidy-year', 'Un minero que encontró un bloque en 2024 ganó 3.125 BTC más las comisiones.'],
    ['subsidy-year', 'Durante 2020 cada bloque pagaba 6,25 BTC.'],
    ['fee-bytes', 'La comisión depende del tamaño de la transacción en bytes.'],
    ['fee-bytes', 'Paga 10 sats por byte para entrar en el próximo bloque.'],
    ['undated-count', 'Un foro con 120,000 usuarios activos.'],
    ['undated-count', 'Más de 4 millones de suscriptores'],
    ['advice', 'Deberías comprar bitcoin antes del próximo halving.'],
    ['advice', 'Pon una parte de tus ahorros en bitcoin cada día de pago.'],
    ['advice', 'Ahora es un buen momento para comprar.'],
    ['advice', 'Dale a tus ahorros en bitcoin un lugar en tu plan de jubilación.'],
    ['advice', 'Comprar bitcoin con el mismo dinero sale más a cuenta.'],
    ['unsourced-ranking', 'Elimina el error más común de los principiantes.'],
    ['unsourced-ranking', 'El phishing es una de las formas más comunes de perder bitcoin.'],
    ['unsourced-ranking', 'Una billetera de hardware es el mejor lugar para tus ahorros.'],
    ['unsourced-ranking', 'Usar marcadores detiene la mayoría de los intentos.'],
    ['holding-period', 'Dinero que no necesitarás durante al menos cuatro años.'],
    ['holding-period', 'El dinero que puedas necesitar en los próximos 4 años no va en bitcoin.'],
    ['copyright-country', 'Adaptado de El hombre más rico de Babilonia de George S. Clason (1926, dominio público).'],
    ['seed-phrase-restore', 'Ninguna persona, empresa ni billetera te pedirá nunca tu frase semilla.'],
    ['seed-phrase-restore', 'Una billetera legítima nunca te pedirá la frase semilla.'],
    ['forecast', 'El precio de bitcoin se disparará después del halving.'],
    ['forecast', 'Con este plan tu ahorro valdrá el doble.'],
    ['forecast', 'Si sigues así tendrás 50,000 dólares en 2030.'],
    ['forecast', 'El rendimiento esperado de este plan es del 12 % al año.'],
    ['forecast', 'Bitcoin va a subir cuando lleguen los bancos.'],
    ['forecast', 'Es una ganancia garantizada.'],
    ['babylon-coins', 'La Babilonia real no tenía monedas: pesaban la plata por siclos.'],
    ['value-growth', 'Tus ahorros en bitcoin crecen con los años gracias a la acumulación constante.'],
  ])('flags %s in Spanish: %s', (kind, text) => {
    expect(spanishKinds(text)).toEqual([kind]);
  });

  it.each([
    'Un minero que encuentra un bloque desde el halving de abril de 2024 gana 3.125 BTC más las comisiones.',
    'La comisión depende de su tamaño en bytes virtuales (vbytes).',
    '120,000 miembros (la página de estadísticas del foro, marzo de 2026)',
    'Si decides tener bitcoin, una compra automática el día de pago puede convertir parte de ese ahorro en bitcoin.',
    '¿Tiene bitcoin un lugar en tu plan de jubilación, y si lo tiene, qué parte podrías sostener en una caída fuerte?',
    'Dejar montos grandes en un exchange es una forma común en que los principiantes pierden bitcoin.',
    'Es más común de lo que crees.',
    'Dinero que no necesitarás en muchos años y que podrías perder sin apuros; ningún plazo garantiza una recuperación.',
    'El halving llega cada 210,000 bloques, más o menos cada cuatro años.',
    'El hombre más rico de Babilonia de George S. Clason (1926), una obra de dominio público en Estados Unidos.',
    'Ningún fabricante de billeteras, exchange ni agente de soporte legítimo te la pedirá.',
    'Escríbela solo en tu propia billetera o dispositivo cuando la restaures tú.',
    'Con un aumento anual del 10 % el monto creció un 10 % en cada aniversario.',
    'Todo esto es lo que dieron los precios registrados en el pasado; nada de esto dice lo que harán.',
    'Nada está garantizado.',
    'El rendimiento no está garantizado.',
    'Tendrás que escribir tus palabras en papel.',
    'En la Babilonia de Clason el dinero es oro.',
    'La Babilonia histórica, en su gran época, no tenía monedas: la acuñación llegó a Mesopotamia bajo el dominio persa.',
    'Comprar con constancia aumenta la cantidad de bitcoin que tienes; su valor puede bajar tanto como subir.',
  ])('accepts in Spanish: %s', (text) => {
    expect(checkSpanishContent(text)).toEqual([]);
  });

  it('checks English with English patterns only', () => {
    expect(checkContent('Deberías comprar bitcoin.', 'en')).toEqual([]);
    expect(checkContent('You should buy bitcoin.', 'es')).toEqual([]);
  });
});

describe('collectStrings', () => {
  it('finds strings in nested objects and arrays, with their paths, and skips functions', () => {
    expect(collectStrings({ a: 'one', b: [{ c: 'two' }, 3], d: () => 'no' }, 'root')).toEqual([
      { path: 'root.a', text: 'one' },
      { path: 'root.b[0].c', text: 'two' },
    ]);
  });
});

describe('Arkad’s content', () => {
  it('is all walked: every content module contributes its texts', () => {
    expect(allContent.length).toBeGreaterThan(2000);
    const texts = allContent.map((entry) => entry.text);
    expect(texts).toContain(guide.guideQuote.text);
    expect(texts).toContain(glossary.glossaryTerms.at(-1)?.definition);
    expect(texts).toContain(strategies.strategies.at(-1)?.description);
    expect(texts).toContain(communities.communityResources.at(-1)?.description);
    expect(texts).toContain(wizardQuestions.wizardQuestions.at(-1)?.title);
    expect(texts).toContain(securityAssessment.securityLevels.at(-1)?.description);
    expect(texts).toContain(wizardRules[0]?.reason);
    expect(texts).toContain(plans.scholarBenefits[0]);
    expect(texts).toContain(learnerLabels.investmentGoalLabels.preservation);
  });

  it('passes every check', () => {
    const problems = allContent.flatMap(({ path, text }) =>
      findContentProblems(text).map((problem) => `${path}: ${problem.message} «${problem.excerpt}»`),
    );
    expect(problems).toEqual([]);
  });
});
