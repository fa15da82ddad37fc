// zod compiles fast object parsers with `new Function` unless told not to, and probes for it when
// a schema is created. The app's Content-Security-Policy forbids eval, so the probe would log a
// CSP violation on every page that uses a schema. Imported first in main.tsx, before any module
// that creates a schema can run.
//
// zod keeps its global settings on globalThis.__zod_globalConfig (zod/v4/core's config() writes
// there, and every copy of zod reads it). Setting the flag there rather than calling config()
// keeps zod itself out of every page's first load: it is loaded with the first screen that needs
// a schema. zod-jitless.test.ts proves that zod reads the flag set this way.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The same object zod uses, whether zod has been loaded already or not.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
