// npm test's first stage: makes the migrated, seeded PGlite database the API and process suites
// start every test file from (server/src/test/pglite-cluster.ts), beside the static checks, so
// those suites find it kept instead of making it first. Nothing to do when it is already kept; the
// suites make it themselves when run alone.
import { migratedPgliteDump } from '../server/src/test/pglite-cluster';

const started = performance.now();
const dump = await migratedPgliteDump();
console.log(`test database: ${dump} (${Math.round(performance.now() - started)} ms)`);
