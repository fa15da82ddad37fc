import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

const faultTestsRunOnPostgresStep =
  process.env.TEST_DATABASE_URL !== undefined && process.env.API_TEST_DRIVER !== 'postgres';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Vitest's default on two cores is one worker; two files at once keep both cores busy.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          maxWorkers: 2,
          // A bound for a busy machine, not a wait: tests wait for the state they need.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/src/**/*.test.ts'],
          // The Postgres fault tests always run on Postgres: when the suite has a Postgres run of its
          // own (TEST_DATABASE_URL), they run there, once, rather than in both runs.
          exclude: faultTestsRunOnPostgresStep ? ['server/src/db/postgres-faults.test.ts'] : [],
          globalSetup: ['server/src/test/global-setup.ts'],
          setupFiles: ['server/src/test/setup.ts'],
          // Two files at once on two cores: much of a file's time is spent waiting (on a spawned
          // server, on Postgres, on bcrypt's worker thread), so one worker left a core idle.
          maxWorkers: 2,
          // Each worker loads Express, Drizzle, PGlite and the app once instead of once per file
          // (that was about a third of the suite's CPU time). Every file still gets a database of
          // its own, and no test file changes module state that another relies on.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
