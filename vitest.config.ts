import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

// Every project sets testTimeout and hookTimeout: a bound that only decides how long a hung test
// takes to fail, never a speed check (tests wait for states, not times). Generous, because six
// processes may share two cores: vitest's 5 s default failed a 2,000-run property test under load.

/** Tests that start processes of their own or need a real Postgres whatever the API driver. */
const processTests = 'server/src/**/*.process.test.ts';

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
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
          // A worker loads React, Testing Library and the app once, not once per file (44 s of the
          // suite's time). What one test leaves running ends with it (client/src/test/setup.ts:
          // React Query's timers and caches, the DOM, storage, mocks, the online state).
          isolate: false,
          // A bound for a busy machine, not a wait: tests wait for the state they need.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/src/**/*.test.ts'],
          // Spawned servers, process races and Postgres faults run once, in the 'processes' project.
          exclude: [processTests],
          globalSetup: ['server/src/test/global-setup.ts'],
          setupFiles: ['server/src/test/setup.ts'],
          // Two files at once on two cores: much of a file's time is spent waiting (on a spawned
          // server, on Postgres, on bcrypt's worker thread), so one worker left a core idle.
          maxWorkers: 2,
          // Worker threads, not child processes: the suite took 1.5-3 s less (and 3-6 s less CPU) in
          // four runs of each, side by side; nothing here needs a process of its own (the
          // 'processes' project keeps forks).
          pool: 'threads',
          // Each worker loads Express, Drizzle, PGlite and the app once instead of once per file
          // (that was about a third of the suite's CPU time). Every file still gets a database of
          // its own, and no test file changes module state that another relies on.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Spawned servers (start-up refusals, SIGTERM), races between Node processes, and faults or
          // several instances on a real Postgres (a database or a throw-away cluster of their own).
          // They do not depend on API_TEST_DRIVER, so npm test runs them once, in a step of their own.
          name: 'processes',
          environment: 'node',
          include: [processTests],
          // The spawned servers start from the migrated PGlite dump this set-up writes.
          globalSetup: ['server/src/test/processes-global-setup.ts'],
          setupFiles: ['server/src/test/setup.ts'],
          maxWorkers: 2,
          isolate: false,
          // Starting and stopping a Postgres cluster, or a server under load, takes its time.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
