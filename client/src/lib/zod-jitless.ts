import { config } from 'zod/v4/core';

// zod compiles fast object parsers with `new Function` unless told not to, and probes for it when
// a schema is created. The app's Content-Security-Policy forbids eval, so the probe would log a
// CSP violation on every page. Imported first in main.tsx, before any schema module runs.
config({ jitless: true });
