import type { Language } from '@shared/i18n/languages';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { EVERY_PLAN_INCLUDES, scholarBenefits } from '@shared/content/plans';
import {
  FX_RATES_LAST_DAY,
  PRICE_DATA_ATTRIBUTION,
  PRICE_DATA_FIRST_DAY,
  PRICE_DATA_LAST_BUNDLED_DAY,
  PRICE_DATA_LICENCE,
  PRICE_DATA_SOURCE,
} from '@shared/domain/price-data';

/**
 * What the public pages' frame says (header, footer, sign-up prompt, not-found page), in each
 * language the public pages have. The pages render at build time with no script, so their words
 * are here, typed per language (a missing one does not compile), rather than in the app's message
 * catalogues, which load in the browser. A page's own content (a term, a scenario) is written by
 * its module in each language it has.
 *
 * The Spanish lines that render shared English content (the disclaimer, what every plan includes,
 * Scholar's list, the price data's credit) translate it here until shared/content gives it by
 * language; public-copy.test.ts holds them to the English (same number of items, same figures).
 */
export interface PublicCopy {
  home: string;
  signIn: string;
  getStarted: string;
  accountNav: string;
  publicNav: string;
  learningPath: string;
  glossary: string;
  dcaScenarios: string;
  breadcrumb: string;
  footerNav: string;
  disclaimer: string;
  clason: { before: string; title: string; after: string };
  privacy: string;
  terms: string;
  credits: string;
  createAccountLabel: string;
  needsAccount: (action: string) => string;
  everyPlan: string;
  createAccount: string;
  /** The switch to the same page in the other language, named in its own language. */
  otherLanguage: string;
  scholarBenefits: readonly string[];
  priceDataAttribution: string;
  notFound: {
    title: string;
    heading: string;
    description: string;
    body: string;
    terms: string;
    scenarios: string;
    learn: string;
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const publicCopy: Record<Language, PublicCopy> = {
  en: {
    home: 'Home',
    signIn: 'Sign In',
    getStarted: 'Get Started Free',
    accountNav: 'Account',
    publicNav: 'Public pages',
    learningPath: 'Learning path',
    glossary: 'Glossary',
    dcaScenarios: 'DCA scenarios',
    breadcrumb: 'Breadcrumb',
    footerNav: 'Footer',
    disclaimer: EDUCATIONAL_DISCLAIMER,
    clason: {
      before: 'Original educational content adapted from ',
      title: 'The Richest Man in Babylon',
      after:
        " by George S. Clason (1926; in the public domain in the United States). Not affiliated with the author's estate or any publisher.",
    },
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    credits: 'Data Credits',
    createAccountLabel: 'Create a free account',
    needsAccount: (action) => `${action} needs a free Arkad account.`,
    everyPlan: `Every plan, Free included, has ${lowerFirst(EVERY_PLAN_INCLUDES)}.`,
    createAccount: 'Create a free account',
    otherLanguage: 'Español',
    scholarBenefits,
    priceDataAttribution: PRICE_DATA_ATTRIBUTION,
    notFound: {
      title: 'Page not found | Arkad',
      heading: 'Page not found',
      description: 'There is no Arkad page at this address.',
      body: 'There is no page at this address: the term, plan or reading may be misspelled.',
      terms: 'Every glossary term',
      scenarios: 'Every DCA scenario',
      learn: 'The learning path and its readings',
    },
  },
  es: {
    home: 'Inicio',
    signIn: 'Iniciar sesión',
    getStarted: 'Empieza gratis',
    accountNav: 'Cuenta',
    publicNav: 'Páginas públicas',
    learningPath: 'Ruta de aprendizaje (en inglés)',
    glossary: 'Glosario',
    dcaScenarios: 'Escenarios de DCA',
    breadcrumb: 'Ruta de navegación',
    footerNav: 'Pie de página',
    disclaimer:
      'Arkad es solo educativo y no es asesoramiento financiero. Arkad nunca predice precios futuros: investiga por tu cuenta y toma tus propias decisiones.',
    clason: {
      before: 'Contenido educativo original adaptado de ',
      title: 'El hombre más rico de Babilonia',
      after:
        ' de George S. Clason (1926; de dominio público en Estados Unidos). Sin relación con los herederos del autor ni con ninguna editorial.',
    },
    privacy: 'Política de privacidad (en inglés)',
    terms: 'Términos del servicio (en inglés)',
    credits: 'Créditos de los datos (en inglés)',
    createAccountLabel: 'Crea una cuenta gratis',
    needsAccount: (action) => `${action} requiere una cuenta gratuita de Arkad.`,
    everyPlan:
      'Todos los planes, incluido el gratuito, tienen la ruta de aprendizaje de 8 pasos, el asistente, la evaluación de seguridad y el tesoro.',
    createAccount: 'Crear una cuenta gratis',
    otherLanguage: 'English',
    scholarBenefits: [
      'Calculadora de DCA sin límites, con datos históricos',
      'Comparaciones de estrategias sin límites',
      'Glosario completo (más de 100 términos)',
      'Portal de facturación: cambia o cancela cuando quieras',
    ],
    priceDataAttribution: `Precios históricos del ${PRICE_DATA_FIRST_DAY} al ${PRICE_DATA_LAST_BUNDLED_DAY}: Bitstamp BTC/USD, de '${PRICE_DATA_SOURCE.title}' de Zielak (mczielinski), Kaggle, ${PRICE_DATA_LICENCE.name} (creativecommons.org/licenses/by-sa/4.0); reducidos a un cierre por día UTC. Precios en otras monedas hasta el ${FX_RATES_LAST_DAY}: ese cierre por el tipo de cambio del día calculado a partir de los tipos de cambio de referencia del euro del Banco Central Europeo (fuente: estadísticas del BCE; un tipo calculado, no un tipo del BCE).`,
    notFound: {
      title: 'Página no encontrada | Arkad',
      heading: 'Página no encontrada',
      description: 'No hay ninguna página de Arkad en esta dirección.',
      body: 'No hay ninguna página en esta dirección: puede que el término o el plan estén mal escritos.',
      terms: 'Todos los términos del glosario',
      scenarios: 'Todos los escenarios de DCA',
      learn: 'La ruta de aprendizaje y sus lecturas (en inglés)',
    },
  },
};
