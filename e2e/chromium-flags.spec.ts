import { OUR_DISABLED_FEATURES } from './chromium-flags';
import { expect, test } from './fixtures';

/** The features a `--disable-features="a,b"` or `--disable-features=a,b` flag lists. */
function disabledFeatures(text: string): Set<string> {
  const lists = [...text.matchAll(/--disable-features="?([^"\s]*)"?/g)].map((match) => match[1] ?? '');
  return new Set(lists.flatMap((list) => list.split(',')).filter(Boolean));
}

// Chromium keeps only the last `--disable-features` it is given (e2e/chromium-flags.ts): ours must
// list every feature Playwright's own flag turns off, or it turns them back on.
test('the browser runs with every feature Playwright turns off, and ours, off', async ({ page, browser }) => {
  await page.goto('chrome://version/?show-variations-cmd');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  // What Chromium made of its command line: the features it actually turned off.
  const effective = disabledFeatures((await page.locator('#variations-cmd').textContent()) ?? '');
  const asked = disabledFeatures(commandLine);

  expect(commandLine.match(/--disable-features=/g)?.length, 'Playwright’s flag, then ours').toBe(2);
  for (const feature of OUR_DISABLED_FEATURES) expect(asked).toContain(feature);
  expect([...asked].filter((feature) => !effective.has(feature))).toEqual([]);

  // No address-bar popup page beside the test's page.
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  expect(targetInfos.filter((target) => target.url.includes('omnibox-popup'))).toEqual([]);
});
