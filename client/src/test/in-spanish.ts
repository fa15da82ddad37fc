import { activateLoadedLanguage, type MessageArea } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';

type Catalogue = Record<string, string>;

/** An area's catalogue by its name ('security'), from the files of one language's folder. */
const byArea = (areas: Record<string, Catalogue>) =>
  new Map(Object.entries(areas).map(([file, messages]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), messages]));

const englishAreas = byArea(
  import.meta.glob<Catalogue>('../i18n/locales/en/*.json', { eager: true, import: 'default' }),
);
const spanishAreas = byArea(
  import.meta.glob<Catalogue>('../i18n/locales/es/*.json', { eager: true, import: 'default' }),
);

/** Every English message (the start catalogue and every area's): what the tests read unless they choose Spanish. */
export const englishMessages: Catalogue = Object.assign({}, en, ...englishAreas.values()) as Catalogue;

/** The Spanish start catalogue with these areas' catalogues: what a Spanish screen of these areas has loaded. */
export function spanishMessages(...areas: MessageArea[]): Catalogue {
  return Object.assign(
    {},
    es,
    ...areas.map((area) => {
      const messages = spanishAreas.get(area);
      if (messages === undefined) throw new Error(`No Spanish catalogue for the area ${area}`);
      return messages;
    }),
  ) as Catalogue;
}

/** Makes English, whole, the page's language again (test/setup.ts does so after every test). */
export function inEnglish(): void {
  activateLoadedLanguage('en', englishMessages);
}

/**
 * Makes Spanish the page's language, with the start catalogue and these areas' catalogues, and gives
 * those messages. test/setup.ts makes English the language again after the test (`inEnglish`).
 */
export function inSpanish(...areas: MessageArea[]): Catalogue {
  const messages = spanishMessages(...areas);
  activateLoadedLanguage('es', messages);
  return messages;
}
