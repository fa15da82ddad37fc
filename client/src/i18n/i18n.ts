import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { defaultLanguage, intlLocales, isLanguage, negotiateLanguage, type Language } from '@shared/i18n/languages';
import { readStoredLanguage, storeLanguage } from '@/lib/storage';
import type en from './locales/en.json';
import type enBeta from './locales/en/beta.json';
import type enCalculator from './locales/en/calculator.json';
import type enCertificate from './locales/en/certificate.json';
import type enClassroom from './locales/en/classroom.json';
import type enCommunity from './locales/en/community.json';
import type enCures from './locales/en/cures.json';
import type enGlossary from './locales/en/glossary.json';
import type enGuide from './locales/en/guide.json';
import type enLegal from './locales/en/legal.json';
import type enPassword from './locales/en/password.json';
import type enQuiz from './locales/en/quiz.json';
import type enSecurity from './locales/en/security.json';
import type enSettings from './locales/en/settings.json';
import type enStrategies from './locales/en/strategies.json';
import type enSubscription from './locales/en/subscription.json';
import type enTitles from './locales/en/titles.json';
import type enTreasury from './locales/en/treasury.json';
import type enWizard from './locales/en/wizard.json';

/**
 * Every message id: the English catalogues' keys (the Spanish ones have the same, catalogues.test.ts).
 * An area's catalogue (locales/<language>/<area>.json) joins this union when it is added.
 */
export type MessageId =
  | keyof typeof en
  | keyof typeof enBeta
  | keyof typeof enCalculator
  | keyof typeof enCertificate
  | keyof typeof enClassroom
  | keyof typeof enCommunity
  | keyof typeof enCures
  | keyof typeof enGlossary
  | keyof typeof enGuide
  | keyof typeof enLegal
  | keyof typeof enPassword
  | keyof typeof enQuiz
  | keyof typeof enSecurity
  | keyof typeof enSettings
  | keyof typeof enStrategies
  | keyof typeof enSubscription
  | keyof typeof enTitles
  | keyof typeof enTreasury
  | keyof typeof enWizard;
/** The screens whose messages wait until the screen is opened (locales/<language>/<area>.json). */
export type MessageArea =
  | 'beta'
  | 'calculator'
  | 'certificate'
  | 'classroom'
  | 'community'
  | 'cures'
  | 'glossary'
  | 'guide'
  | 'legal'
  | 'password'
  | 'quiz'
  | 'security'
  | 'settings'
  | 'strategies'
  | 'subscription'
  | 'titles'
  | 'treasury'
  | 'wizard';
/** Values an ICU message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * Each language's catalogue is its own chunk, fetched when the language is first used: a visitor
 * downloads one language, never both. The start catalogue (locales/<language>.json) holds what the
 * first screens say (shell, landing, sign-in, the API's messages); an area's catalogue
 * (locales/<language>/<area>.json) loads with its screen (`withMessages`). Built catalogues are
 * compiled (scripts/message-catalogues.ts).
 */
const startCatalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json') as Promise<{ default: Messages }>,
  es: () => import('./locales/es.json') as Promise<{ default: Messages }>,
};
/**
 * Every area's catalogue in every language. Listed by hand, not found by `import.meta.glob`: the
 * prerender (scripts/prerender.tsx) runs this module outside Vite.
 */
const areaCatalogues: Record<`${Language}/${MessageArea}`, () => Promise<{ default: Messages }>> = {
  'en/beta': () => import('./locales/en/beta.json') as Promise<{ default: Messages }>,
  'es/beta': () => import('./locales/es/beta.json') as Promise<{ default: Messages }>,
  'en/calculator': () => import('./locales/en/calculator.json') as Promise<{ default: Messages }>,
  'es/calculator': () => import('./locales/es/calculator.json') as Promise<{ default: Messages }>,
  'en/certificate': () => import('./locales/en/certificate.json') as Promise<{ default: Messages }>,
  'es/certificate': () => import('./locales/es/certificate.json') as Promise<{ default: Messages }>,
  'en/classroom': () => import('./locales/en/classroom.json') as Promise<{ default: Messages }>,
  'es/classroom': () => import('./locales/es/classroom.json') as Promise<{ default: Messages }>,
  'en/community': () => import('./locales/en/community.json') as Promise<{ default: Messages }>,
  'es/community': () => import('./locales/es/community.json') as Promise<{ default: Messages }>,
  'en/cures': () => import('./locales/en/cures.json') as Promise<{ default: Messages }>,
  'es/cures': () => import('./locales/es/cures.json') as Promise<{ default: Messages }>,
  'en/glossary': () => import('./locales/en/glossary.json') as Promise<{ default: Messages }>,
  'es/glossary': () => import('./locales/es/glossary.json') as Promise<{ default: Messages }>,
  'en/guide': () => import('./locales/en/guide.json') as Promise<{ default: Messages }>,
  'es/guide': () => import('./locales/es/guide.json') as Promise<{ default: Messages }>,
  'en/legal': () => import('./locales/en/legal.json') as Promise<{ default: Messages }>,
  'es/legal': () => import('./locales/es/legal.json') as Promise<{ default: Messages }>,
  'en/password': () => import('./locales/en/password.json') as Promise<{ default: Messages }>,
  'es/password': () => import('./locales/es/password.json') as Promise<{ default: Messages }>,
  'en/quiz': () => import('./locales/en/quiz.json') as Promise<{ default: Messages }>,
  'es/quiz': () => import('./locales/es/quiz.json') as Promise<{ default: Messages }>,
  'en/security': () => import('./locales/en/security.json') as Promise<{ default: Messages }>,
  'es/security': () => import('./locales/es/security.json') as Promise<{ default: Messages }>,
  'en/settings': () => import('./locales/en/settings.json') as Promise<{ default: Messages }>,
  'es/settings': () => import('./locales/es/settings.json') as Promise<{ default: Messages }>,
  'en/strategies': () => import('./locales/en/strategies.json') as Promise<{ default: Messages }>,
  'es/strategies': () => import('./locales/es/strategies.json') as Promise<{ default: Messages }>,
  'en/subscription': () => import('./locales/en/subscription.json') as Promise<{ default: Messages }>,
  'es/subscription': () => import('./locales/es/subscription.json') as Promise<{ default: Messages }>,
  'en/titles': () => import('./locales/en/titles.json') as Promise<{ default: Messages }>,
  'es/titles': () => import('./locales/es/titles.json') as Promise<{ default: Messages }>,
  'en/treasury': () => import('./locales/en/treasury.json') as Promise<{ default: Messages }>,
  'es/treasury': () => import('./locales/es/treasury.json') as Promise<{ default: Messages }>,
  'en/wizard': () => import('./locales/en/wizard.json') as Promise<{ default: Messages }>,
  'es/wizard': () => import('./locales/es/wizard.json') as Promise<{ default: Messages }>,
};
const areaCatalogue = (language: Language, area: MessageArea) => areaCatalogues[`${language}/${area}`]();

/** Catalogues loaded: 'es', 'es/settings', ... */
const loaded = new Set<string>();
/** The areas opened in this visit: a change of language loads them in the new one too. */
const areasInUse = new Set<MessageArea>();

async function loadCatalogue(language: Language, area?: MessageArea): Promise<void> {
  const name = area ? (`${language}/${area}` as const) : language;
  if (loaded.has(name)) return;
  const { default: messages } = await (area ? areaCatalogue(language, area) : startCatalogues[language]());
  i18n.load(language, { ...messages });
  loaded.add(name);
}

/**
 * Loads a language's catalogues (once each: the start one and every area opened) and makes it the
 * language of the page: `<html lang>` follows.
 */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([loadCatalogue(language), ...[...areasInUse].map((area) => loadCatalogue(language, area))]);
  // Numbers, dates and plurals inside messages follow the language's Intl locale ('es-419').
  i18n.activate(language, [intlLocales[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A lazily loaded screen, resolved once its area's messages are loaded in the page's language. */
export async function withMessages<T>(area: MessageArea, screen: Promise<T>): Promise<T> {
  areasInUse.add(area);
  const language = isLanguage(i18n.locale) ? i18n.locale : defaultLanguage;
  const [module] = await Promise.all([screen, loadCatalogue(language, area)]);
  return module;
}

/**
 * Starts loading areas a first screen will open, in the language it starts in, beside the start
 * catalogue rather than once the screen has rendered (router.tsx: firstScreenMessageAreas). A failed
 * load is left to the screen, which asks again.
 */
export function preloadMessages(language: Language, areas: readonly MessageArea[]): Promise<void> {
  for (const area of areas) areasInUse.add(area);
  return Promise.all(areas.map((area) => loadCatalogue(language, area))).then(
    () => undefined,
    () => undefined,
  );
}

/** Loads a catalogue given in full (tests, the prerender), without a fetch. */
export function activateLoadedLanguage(language: Language, messages: Messages): void {
  i18n.load(language, { ...messages });
  loaded.add(language);
  // Numbers, dates and plurals inside messages follow the language's Intl locale ('es-419').
  i18n.activate(language, [intlLocales[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The address's `lang` parameter (`?lang=es`, from a Spanish email or a shared link), or null. */
export function linkedLanguage(search: string = typeof location === 'undefined' ? '' : location.search): string | null {
  return new URLSearchParams(search).get('lang');
}

/** The language a page's path names: 'es' for '/es' (the Spanish landing page); else none. */
export function pathLanguage(pathname: string): Language | null {
  const code = pathname.slice(1);
  return code !== defaultLanguage && isLanguage(code) ? code : null;
}

/**
 * The language a visit starts in:
 * 1. the one its path names ('/es', the Spanish landing page), kept in this browser as if chosen;
 * 2. else the one chosen in this browser (the visitor's own choice wins over a link's);
 * 3. else the one the link names (`?lang=es` on an email's, a shared or a Spanish public page's link;
 *    a language Arkad does not speak is ignored; not stored, so it chooses nothing for later visits,
 *    while an account registered from there keeps it, decision 063);
 * 4. else the first of the browser's languages Arkad speaks (navigator.languages, as Accept-Language).
 */
export function startingLanguage(
  stored: string | null = readStoredLanguage(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
  address: { pathname: string; search: string } = typeof location === 'undefined'
    ? { pathname: '/', search: '' }
    : location,
): Language {
  const named = pathLanguage(address.pathname);
  if (named) {
    storeLanguage(named);
    return named;
  }
  if (isLanguage(stored)) return stored;
  const linked = linkedLanguage(address.search);
  return isLanguage(linked) ? linked : negotiateLanguage(preferred);
}

/** The learner chose a language: kept in this browser and made the page's language. */
export function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  return activateLanguage(language);
}

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

/** The page's language now (outside React: `useLanguage`). */
export function pageLanguage(): Language {
  return activeLanguage();
}

function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : defaultLanguage;
}

/** The page's language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
}

/** A message in the page's language. */
export function translate(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** `t(id, values)`: messages in the page's language; the component renders again when it changes. */
export function useT(): typeof translate {
  useLanguage();
  return translate;
}
