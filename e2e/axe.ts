import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

interface RuleMetadata {
  ruleId: string;
  tags: string[];
}

// The axe-core that @axe-core/playwright injects into the page (its own copy), asked for its rules.
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeRules = (requireFromAxePlaywright('axe-core') as { getRules(): RuleMetadata[] }).getRules();

/** WCAG's AAA level, which Arkad does not claim (its colours meet AA's 4.5:1, not AAA's 7:1). */
const AAA = /^wcag2\d?aaa$/;

/**
 * Every rule axe has, also those it leaves off by default (experimental ones such as
 * label-content-name-mismatch, and deprecated ones), except those that test the AAA level
 * (docs/decisions/022-accessibility-checks.md).
 */
export const ALL_RULES = axeRules.filter((rule) => !rule.tags.some((tag) => AAA.test(tag))).map((rule) => rule.ruleId);

/**
 * The rules whose outcome depends on the colours: the only ones the dark theme can change (the
 * structure is the same in both), so dark runs may check just these.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const detail = node.any[0]?.message ?? node.failureSummary ?? '';
      return `[${violation.impact}] ${violation.id} at ${node.target.join(' ')}: ${detail}`;
    }),
  );
}

/** axe on the page as it is now (every rule unless told): its serious and critical violations, one line each. */
export async function seriousViolations(page: Page, options: { rules?: string[] } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(options.rules ?? ALL_RULES).analyze();
  return describeViolations(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}
