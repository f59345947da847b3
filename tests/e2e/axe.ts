import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import { expect } from './fixtures';

/**
 * axe-core injected into the page as it ships (@axe-core/playwright asks for a newer Node than
 * the project's), then run there. It is evaluated, not added as a `<script>`: the page's policy
 * refuses inline scripts (ADR 039).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** What the issue holds the app to: nothing serious or critical (WCAG 2.2 A/AA and best practice). */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Waits until no finite animation or transition runs (a theme switch fades the page's colours, a
 * dialog slides in): axe would otherwise measure contrast on colours half-way. One ending can
 * start another (a state settling after the first), hence the loop.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (;;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      // A cancelled animation rejects `finished`: it has ended all the same.
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** The violations axe finds on the page as it is now, with impact serious or critical. */
async function blockingViolations(page: Page): Promise<Result[]> {
  await animationsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
    ).axe.run(document, {
      // Only violations are read: axe need not gather every node that passes.
      resultTypes: ['violations'],
    }),
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

/** Every serious or critical violation on the page, one line per node; empty when there is none. */
export async function seriousViolationReport(page: Page): Promise<string> {
  return describeViolations(await blockingViolations(page));
}

/** Fails with every serious or critical violation on the page, named by `where`. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  expect(await seriousViolationReport(page), where).toBe('');
}
