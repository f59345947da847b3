import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import { expect } from './fixtures';

/**
 * axe-core injected into the page as it ships (@axe-core/playwright asks for a newer Node than
 * the project's), then run there.
 */
const axeSource = createRequire(import.meta.url).resolve('axe-core');

/** What the issue holds the app to: nothing serious or critical (WCAG 2.2 A/AA and best practice). */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** The violations axe finds on the page as it is now, with impact serious or critical. */
async function blockingViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  return results.violations.filter((violation) => violation.impact && BLOCKING.includes(violation.impact));
}

/** One line per violation and node: its rule, impact, target and axe's summary of what fails. */
function describeViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${JSON.stringify(node.target)}\n  ${node.failureSummary?.replaceAll('\n', '\n  ') ?? violation.help}`,
      ),
    )
    .join('\n');
}

/** Fails with every serious or critical violation on the page, named by `where`. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  expect(describeViolations(await blockingViolations(page)), where).toBe('');
}
