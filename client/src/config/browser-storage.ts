import { PRICE_COPY_MAX_AGE_MINUTES, storageKeys } from '@/lib/storage';
import { visitKeys } from '@/lib/visit-storage';

/**
 * Everything Arkad keeps in the browser, as data: the privacy policy renders this list, and a test
 * holds docs/architecture.md's 'Browser storage' paragraph to the same keys (browser-storage.test.ts). A key
 * added to lib/storage.ts or lib/visit-storage.ts without an entry here fails that test too.
 */

export type BrowserStorageArea = 'local storage' | 'session storage' | 'service worker cache';

export interface BrowserStorageItem {
  /** The keys it is kept under; none for the service worker's caches, which the worker names itself. */
  keys: readonly string[];
  area: BrowserStorageArea;
  /** What it holds and why, in the privacy policy's words (a sentence or two, no key names). */
  what: string;
}

export const browserStorage: readonly BrowserStorageItem[] = [
  {
    keys: [storageKeys.user, storageKeys.token],
    area: 'local storage',
    what: 'Your signed-in user and session token, so you stay signed in. Logging out removes both.',
  },
  {
    keys: [storageKeys.bitcoinPriceCache],
    area: 'local storage',
    what: `The last Bitcoin price this browser received and the time it arrived, so the price card can still show it for up to ${PRICE_COPY_MAX_AGE_MINUTES} minutes when you are offline or our server cannot be reached. It contains market data only, nothing about you.`,
  },
  {
    keys: [storageKeys.offlineCache],
    area: 'local storage',
    what: 'What Arkad last read from your account, so these parts work offline: your savings goal and savings entries from Build Your Treasury, your learning progress, today’s review (its questions and options) and your Seven Cures scorecard. And what you did while offline and our server has not received yet: treasury changes, uses of the DCA calculator or the strategy comparison (your account id, the feature, the time and an id for each), review answers (with your time zone) and learning progress (terms opened, Strategy Wizard and Security Assessment answers, the holdings band among them). Each is sent once when you are back online and then removed from this list. Logging out removes all of it, work not yet sent included.',
  },
  {
    keys: [storageKeys.betaDismissed],
    area: 'local storage',
    what: 'That you closed the beta banner (the end date of that beta), so it stays closed.',
  },
  {
    keys: [storageKeys.adminSession],
    area: 'session storage',
    what: 'Only for the Arkad team on the admin dashboard: a 30-minute admin token, removed by Logout or by closing the tab.',
  },
  {
    keys: [storageKeys.theme],
    area: 'local storage',
    what: 'The light or dark theme you chose, if you chose one.',
  },
  {
    keys: [storageKeys.language],
    area: 'local storage',
    what: 'The language you chose for Arkad (English or Spanish), if you chose one.',
  },

  {
    keys: [visitKeys.onboardingStep, visitKeys.wizard, visitKeys.securityAssessment, visitKeys.newAccount],
    area: 'session storage',
    what: 'For your visit only: the onboarding step you are on, your answers and results in the Strategy Wizard and the Security Assessment, and whether you created your account in this visit. Each is kept with your user id, read back only for you, and gone when you close the tab or log out.',
  },
  {
    keys: [],
    area: 'service worker cache',
    what: "An offline copy of the app: your browser keeps the app's own files and the last Bitcoin price history it downloaded, so the app opens and the DCA calculator still works offline. These are the same files and public prices for everyone, with nothing about you. Clearing your browser's site data removes them.",
  },
];
