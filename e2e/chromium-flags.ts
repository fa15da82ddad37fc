/**
 * How the browser suite starts Chromium: Debian's chromium in its (new) headless mode, with the flags
 * this project's brief asks for, and a few browser features turned off that only cost CPU in a test.
 *
 * Chromium takes one `--disable-features` list: when the flag is given twice, the last one wins. So
 * the list below repeats Playwright's own (it passes its list first, and ours comes after it) and
 * adds ours; e2e/chromium-flags.spec.ts reads Chromium's effective list and fails when a feature
 * Playwright turns off is missing from it (a Playwright update that adds one).
 */

/** Playwright 1.64's list (playwright-core's chromiumSwitches), kept so ours does not undo it. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Ours. New headless Chromium gives every page a browser window, and each window its address bar's
 * suggestion popups, two web pages of their own (chrome://omnibox-popup.top-chrome/) in a renderer
 * of their own: about a third of the CPU a new test page costs (0.37 of 1.04 CPU seconds measured),
 * for a popup no test opens.
 */
export const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags the project's brief launches Chromium with (the browser suite, and the bench's Lighthouse). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser suite's: the brief's, and the features a test does not need turned off. */
export const chromiumArgs = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];
