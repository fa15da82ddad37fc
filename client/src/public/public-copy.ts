import type { Language } from '@shared/i18n/languages';
import { guideEs } from '@shared/content/es/guide';
import { plansSpanish } from '@shared/content/es/plans';
import { PRICE_DATA_ATTRIBUTION_ES } from '@shared/content/es/price-data';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { EVERY_PLAN_INCLUDES, scholarBenefits } from '@shared/content/plans';
import { PRICE_DATA_ATTRIBUTION } from '@shared/domain/price-data';

/**
 * What the public pages' frame says (header, footer, sign-up prompt, not-found page), in each
 * language the public pages have. The pages render at build time with no script, so their words
 * are here, typed per language (a missing one does not compile), rather than in the app's message
 * catalogues, which load in the browser. A page's own content (a term, a scenario) is written by
 * its module in each language it has.
 *
 * The lines that render shared content (the disclaimer, what every plan includes, Scholar's list,
 * the price data's credit) read it from shared/content in each language, as the app does.
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
    learningPath: 'Ruta de aprendizaje',
    glossary: 'Glosario',
    dcaScenarios: 'Escenarios de DCA',
    breadcrumb: 'Ruta de navegación',
    footerNav: 'Pie de página',
    disclaimer: guideEs.disclaimer,
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
    everyPlan: `Todos los planes, incluido el gratuito, tienen ${lowerFirst(plansSpanish.everyPlanIncludes)}.`,
    createAccount: 'Crear una cuenta gratis',
    otherLanguage: 'English',
    scholarBenefits: plansSpanish.scholarBenefits,
    priceDataAttribution: PRICE_DATA_ATTRIBUTION_ES,
    notFound: {
      title: 'Página no encontrada | Arkad',
      heading: 'Página no encontrada',
      description: 'No hay ninguna página de Arkad en esta dirección.',
      body: 'No hay ninguna página en esta dirección: puede que el término, el plan o la lectura estén mal escritos.',
      terms: 'Todos los términos del glosario',
      scenarios: 'Todos los escenarios de DCA',
      learn: 'La ruta de aprendizaje y sus lecturas',
    },
  },
};
