import { expect, test as base, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { choiceOf } from '../../src/lib/consent/consent-choice';
import { CONSENT_COOKIE } from '../../src/lib/consent/consent-cookie';
import { noConsent } from '../../src/shared/consent/consent-categories';

interface Options {
  /**
   * Whether the browser already holds a cookie choice (declined), so the consent notice does not
   * cover what a spec is about. The consent spec turns it off to meet the notice as a first visitor.
   */
  consentDecided: boolean;
}

/** The name under which the pages of a context report what their policy refused. */
const VIOLATION_BINDING = '__reportPolicyViolation';

/** What a worker's console line starts with when it reports a refusal of its policy. */
const WORKER_VIOLATION_PREFIX = '[securitypolicyviolation] ';

/**
 * Records the violations of a dedicated worker's own policy (ADR 039), which fire in the worker,
 * not in the page: a listener evaluated in the worker reports each on the worker's console. It is
 * installed as soon as the worker exists, while its modules load; a violation in the worker's very
 * first synchronous run would pass unseen (the fixture cannot run a script in a worker before it).
 */
function watchWorkerPolicyViolations(worker: Worker, violations: string[]): void {
  worker.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(WORKER_VIOLATION_PREFIX)) violations.push(text.slice(WORKER_VIOLATION_PREFIX.length));
  });
  worker
    .evaluate((prefix) => {
      self.addEventListener('securitypolicyviolation', (event) => {
        const sample = event.sample ? ` (${event.sample})` : '';
        console.warn(
          `${prefix}${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in the worker ${self.location.href}${sample}`,
        );
      });
    }, WORKER_VIOLATION_PREFIX)
    // A worker may end before the listener is in (the short-lived import worker).
    .catch(() => undefined);
}

/**
 * Records every `securitypolicyviolation` in the context's pages, frames and dedicated workers,
 * one line each: the directive, what it refused, where. The pages' listener is installed before
 * any script of the page runs, so it sees the first violation too.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  const watchWorkers = (page: Page) =>
    page.on('worker', (worker) => watchWorkerPolicyViolations(worker, violations));
  context.pages().forEach(watchWorkers);
  context.on('page', watchWorkers);
  await context.exposeBinding(VIOLATION_BINDING, (_source, line: string) => {
    violations.push(line);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile
          ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
          : '';
        const sample = event.sample ? ` (${event.sample})` : '';
        const report = (window as unknown as Record<string, (line: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}${where}${sample}`,
        );
      },
      true,
    );
  }, VIOLATION_BINDING);
  return violations;
}

/** Every e2e test talks to the server that the global setup started. */
export const test = base.extend<Options>({
  consentDecided: [true, { option: true }],
  // Playwright fixtures must destructure their dependencies, even when there are none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through playwright.config.ts');
    await use(url);
  },
  context: async ({ context, baseURL, consentDecided }, use) => {
    if (consentDecided && baseURL)
      await context.addCookies([
        {
          name: CONSENT_COOKIE,
          value: encodeURIComponent(JSON.stringify(choiceOf(noConsent, new Date()))),
          url: baseURL,
          sameSite: 'Lax',
        },
      ]);
    await use(context);
  },
  // The app is served cross-origin isolated (ADR 028) and under a strict Content-Security-Policy
  // (ADR 039): a resource those headers block, or anything the policy refuses, fails the test
  // here rather than leaving a hole on the page that no assertion looks at.
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason.includes('ERR_BLOCKED_BY_RESPONSE')) blocked.push(`${request.url()}: ${reason}`);
    });
    const violations = await watchPolicyViolations(page.context());
    await use(page);
    expect(blocked, 'requests blocked by cross-origin isolation').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
