import axeCore from 'axe-core';
import type { Page } from '@playwright/test';

/** A violation as the page hands it back: only what the report prints. */
interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; detail: string }[];
}

// axe-core (pinned) gives its rules, and its source, which is put into the page once per document
// and then run as often as a test asks.

/** WCAG's AAA level, which Arkad does not claim (its colours meet AA's 4.5:1, not AAA's 7:1). */
const AAA = /^wcag2\d?aaa$/;

/**
 * Every rule axe has, also those it leaves off by default (experimental ones such as
 * label-content-name-mismatch, and deprecated ones), except those that test the AAA level
 * (docs/decisions/022-accessibility-checks.md).
 */
export const ALL_RULES = axeCore
  .getRules()
  .filter((rule) => !rule.tags.some((tag) => AAA.test(tag)))
  .map((rule) => rule.ruleId);

/**
 * The rules whose outcome depends on the colours: the only ones the dark theme can change (the
 * structure is the same in both), so dark runs may check just these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core in the page, once per document. @axe-core/playwright's AxeBuilder put its 550 KB source into the page
 * on every check, and a route's states are checked many times on one load: that was most of the
 * accessibility suite's time. The app has no frames, so the top document is the whole page. The
 * source goes in through the browser's debugging protocol, which the page's CSP does not govern.
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeCore.source);
}

/**
 * axe on the page as it is now (every rule unless told), its transitions and animations ended:
 * its serious and critical violations, one line each. Only violations are collected
 * (`resultTypes`): the passes' details are never read.
 */
export async function seriousViolations(page: Page, options: { rules?: string[] } = {}): Promise<string[]> {
  await ensureAxe(page);
  const violations = await page.evaluate(async (rules): Promise<Violation[]> => {
    interface AxeNode {
      target: unknown[];
      any: { message: string }[];
      failureSummary?: string;
    }
    interface AxeRun {
      run(
        context: Document,
        options: object,
      ): Promise<{ violations: { id: string; impact?: string | null; nodes: AxeNode[] }[] }>;
    }
    const axe = (window as unknown as { axe: AxeRun }).axe;
    // Colours are checked as they end up, never halfway through a transition (a theme switch, a
    // hover, a tab's state) or an animation (a toast fading in): transitions are turned off for the
    // rest of the page's life, through a constructed style sheet (which the page's CSP does not
    // govern), and what is running is played to its end.
    const noTransitions = new CSSStyleSheet();
    noTransitions.replaceSync('*, ::before, ::after { transition: none !important; }');
    if (
      !document.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText === noTransitions.cssRules[0]?.cssText)
    ) {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions];
    }
    // Finite animations (a toast fading in) are played to their end; endless ones (a spinner) stay.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // An animation with no end to jump to (paused with no timeline): left as it is.
      }
    }
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        detail: node.any[0]?.message ?? node.failureSummary ?? '',
      })),
    }));
  }, options.rules ?? ALL_RULES);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `[${violation.impact}] ${violation.id} at ${node.target.join(' ')}: ${node.detail}`,
      ),
    );
}
