// Must stay the first import: it configures zod before any schema is created.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenMessageAreas, loadFirstScreenCode, preloadFirstScreen } from './app/router';
import { activateLanguage, preloadMessages, startingLanguage } from './i18n/i18n';
import { startOfflineWorkWhenNeeded } from './app/start-offline-work';
import { afterFirstScreen } from './lib/after-first-screen';
import { dropEarlyResponses } from './lib/early-requests';
import { startAnalytics } from './lib/analytics';
import { prepareClassMerging } from './lib/cn';
import { importWhenOnline } from './lib/import-when-online';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorkerWhenSettled } from './lib/service-worker';
import { readStoredToken } from './lib/storage';
import { startThemeSync } from './lib/theme';
import './index.css';

// The start, in short tasks (docs/decisions/032-start-up-in-short-tasks.md): the first screen's code
// and price are asked for at once; the class merger is prepared while they load; React renders in
// a transition, so its work is cut into slices of a few milliseconds; and what the first screen
// does not need waits until it is shown.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const hasStoredSession = readStoredToken() !== null;
void preloadFirstScreen(window.location.pathname, hasStoredSession, queryClient);
startAnalytics();

// The landing page the server rendered at build time (decision 061) is on the page for a visitor:
// React's first render replaces it, so it waits for the landing's code and renders the landing
// page itself, not a spinner over it.
const landingOnPage = !hasStoredSession && container.querySelector('[data-prerendered="landing"]') !== null;
const firstScreenReady = landingOnPage ? loadFirstScreenCode(window.location.pathname, false) : undefined;

// The language's catalogue (decision 063) loads beside the first screen's code, and so do the areas
// of messages that screen shows (the app does not wait for those: the parts that need them do).
const language = startingLanguage();
// Offline before the service worker holds the catalogue (a first visit that loses its connection),
// the start waits for the connection rather than leaving the spinner up for good.
const languageReady = importWhenOnline(() => activateLanguage(language));
void preloadMessages(
  language,
  firstScreenMessageAreas(window.location.pathname, window.location.search, hasStoredSession),
);
void Promise.all([prepareClassMerging(), firstScreenReady, languageReady]).then(() =>
  setTimeout(() => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  }, 0),
);

// What index.html asked for early and the first screen did not take is not kept (lib/early-requests.ts).
afterFirstScreen(dropEarlyResponses);
// The theme is already on the page (index.html's inline script); this keeps it in step afterwards.
afterFirstScreen(startThemeSync);
// The offline worker's install downloads every built file: once the page has settled (lib/service-worker.ts).
afterFirstScreen(registerServiceWorkerWhenSettled);
// Work kept from an offline visit (treasury changes, metered uses) and the treasury to show offline:
// for a signed-in learner, or once one signs in.
startOfflineWorkWhenNeeded(queryClient);
