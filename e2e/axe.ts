import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const detail = node.any[0]?.message ?? node.failureSummary ?? '';
      return `[${violation.impact}] ${violation.id} at ${node.target.join(' ')}: ${detail}`;
    }),
  );
}

/**
 * The rules whose outcome depends on the colours: the only ones the dark theme can change (the
 * structure is the same in both), so dark runs may check just these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe on the page as it is now: its serious and critical violations, one line each. */
export async function seriousViolations(page: Page, options: { rules?: string[] } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (options.rules ? axe.withRules(options.rules) : axe).analyze();
  return describeViolations(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}
