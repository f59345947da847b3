import type { Page, Worker } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { expect, test, watchPolicyViolations } from './fixtures';
import { signInAsNewMember } from './new-member';

/** Adds an inline `<style>` to the page, which style-src 'self' refuses. */
function addInlineStyle(page: Page): Promise<void> {
  return page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red; }';
    document.head.append(style);
  });
}

test('the app runs under its policy, which refuses inline styles and untrusted script text', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the page fixture would fail this test for the violations it causes.
  const context = await browser.newContext({ baseURL });
  try {
    const violations = await watchPolicyViolations(context);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
    expect(violations).toEqual([]);

    await addInlineStyle(page);
    const scriptTextRefused = await page.evaluate(() => {
      try {
        document.createElement('script').textContent = 'window.injected = true';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(scriptTextRefused).toBe(true);
    await expect
      .poll(() => violations)
      .toEqual([
        expect.stringMatching(/^style-src-elem refused inline on /),
        expect.stringMatching(/^require-trusted-types-for refused trusted-types-sink on /),
      ]);
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe('none');
  } finally {
    await context.close();
  }
});

/** The built script of the canvas worker (workers/canvas.worker.ts). */
const CANVAS_WORKER_SCRIPT = /\/canvas\.worker-[\w-]+\.js$/;

/**
 * Tries, inside a worker, what its policy must refuse: a request to another host and a string
 * evaluated as code. Answers what happened to each, and the directives that reported a refusal.
 */
function tryForbiddenInWorker(worker: Worker) {
  return worker.evaluate(async () => {
    const refusedBy: string[] = [];
    self.addEventListener('securitypolicyviolation', (event) => refusedBy.push(event.effectiveDirective));
    const request = await fetch('http://127.0.0.2:9/').then(
      () => 'sent',
      () => 'failed',
    );
    // In a task of its own: DevTools lets eval through while it evaluates this function itself.
    const evaluation = await new Promise<string>((resolve) => {
      setTimeout(() => {
        try {
          resolve(String(new Function('return "ran"')()));
        } catch (error) {
          resolve((error as Error).name);
        }
      }, 0);
    });
    // Violation events are queued as tasks: let them arrive.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { request, evaluation, refusedBy: [...new Set(refusedBy)].sort() };
  });
}

test.describe("the workers' own policy", () => {
  test('the canvas worker draws under it and it refuses other hosts and eval there', async ({
    browser,
    baseURL,
    request,
  }) => {
    // A context of its own: the page fixture would fail this test for the violations it causes.
    const context = await browser.newContext({ baseURL });
    try {
      const violations = await watchPolicyViolations(context);
      const page = await context.newPage();
      await signInAsNewMember(page, request);
      const canvasWorker = page.waitForEvent('worker', (worker) => CANVAS_WORKER_SCRIPT.test(worker.url()));
      const script = page.waitForResponse((response) => CANVAS_WORKER_SCRIPT.test(response.url()));
      await page.goto('/practice/draw');
      expect((await script).headers()['content-security-policy']).toContain("connect-src 'self'");
      await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-ready', 'true', {
        timeout: 15_000,
      });
      expect(violations, 'the canvas worker starts without breaking its policy').toEqual([]);

      expect(await tryForbiddenInWorker(await canvasWorker)).toEqual({
        request: 'failed',
        evaluation: 'EvalError',
        refusedBy: ['connect-src', 'require-trusted-types-for'],
      });
    } finally {
      await context.close();
    }
  });

  test('the service worker runs under it', async ({ browser, baseURL }) => {
    // A context of its own, with service workers allowed (the fixture's context blocks them).
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    try {
      const violations = await watchPolicyViolations(context);
      const page = await context.newPage();
      const serviceWorker = context.waitForEvent('serviceworker');
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // A page the service worker now answers for loads without breaking the policy either.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(violations, 'the service worker and the pages it serves keep the policy').toEqual([]);
      const { evaluation, request } = await tryForbiddenInWorker(await serviceWorker);
      expect({ evaluation, request }).toEqual({ request: 'failed', evaluation: 'EvalError' });
    } finally {
      await context.close();
    }
  });
});

test('the page fixture fails a test whose page breaks the policy', async ({ page }) => {
  test.fail(true, 'the page fixture must fail a test on any securitypolicyviolation');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
  // Waits in the page for the event itself, so this body passes: only the fixture can fail it.
  const seen = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
      }),
  );
  await addInlineStyle(page);
  expect(await seen).toBe('style-src-elem');
});

test('the page fixture fails a test whose worker breaks its policy', async ({ page, request }) => {
  test.fail(true, "the page fixture must fail a test on any violation of a worker's own policy");
  await signInAsNewMember(page, request);
  const canvasWorker = page.waitForEvent('worker', (worker) => CANVAS_WORKER_SCRIPT.test(worker.url()));
  await page.goto('/practice/draw');
  await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  // This body passes (the request fails either way): only the fixture can fail it.
  expect((await tryForbiddenInWorker(await canvasWorker)).request).toBe('failed');
});
