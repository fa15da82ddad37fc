import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue as written: message id → ICU message (client/src/i18n/locales/<language>.json). */
export type SourceCatalogue = Record<string, string>;

/** Lingui's compiled form of every message: the browser formats it without an ICU parser. */
export function compileCatalogue(source: SourceCatalogue): Messages {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

const CATALOGUE = /[\\/]client[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}([\\/][a-z-]+)?\.json$/;

/**
 * Compiles each message catalogue when the app is built (docs/decisions/063-*): the JSON a
 * catalogue import gives is the compiled catalogue, still JSON, so Vite's own JSON handling
 * turns it into a module as before. Tests and the prerender run Lingui's compiler at first use.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'arkad:compiled-catalogues',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as SourceCatalogue)), map: null };
    },
  };
}
