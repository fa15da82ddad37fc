import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/chromium-flags';
import { SCREENS_PROJECT } from './e2e/screens';

const port = Number(process.env.E2E_PORT ?? 4173);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Generous bounds for a busy machine: they only limit how long a failing test takes to fail. No
  // test waits for a time; each waits for the state it needs (a response, a text, the page clock).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test (kept only on failure) made the axe tests about 30 % slower on
    // two busy cores: off unless asked for (E2E_TRACE=1, e.g. to debug a failure). A failure still
    // leaves its screenshot and the page's structure (error-context.md) in test-results/.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // npm test runs 'desktop' and leaves the tree unchanged. `npm run screens` (ARKAD_SCREENS=1) runs
  // 'screens' instead: e2e/screens.spec.ts, and the beta journey for its banner, dialog and admin
  // shots and the certificate's, writing docs/screens/ (e2e/screens.ts).
  projects:
    process.env.ARKAD_SCREENS === '1'
      ? [
          {
            name: SCREENS_PROJECT,
            testMatch: ['screens.spec.ts', 'beta-admin.spec.ts', 'certificate.spec.ts'],
            use: desktop,
          },
        ]
      : [
          {
            name: 'desktop',
            testIgnore: 'screens.spec.ts',
            // Each test's fresh profile would install the offline service worker, which downloads and
            // stores every built file (112): CPU that most tests do not need. The tests that need it
            // (the app opened offline after a visit, a returning learner, push) allow it with test.use.
            use: { ...desktop, serviceWorkers: 'block' },
          },
        ],
  webServer: {
    // The built app on a fresh embedded database of its own (see scripts/e2e-server.mjs).
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
