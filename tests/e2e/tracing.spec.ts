import type { Page } from '@playwright/test';
import { startAppServer, type RunningAppServer } from '../setup/app-server';
import { startOtlpReceiver, type OtlpReceiver } from '../setup/otlp-receiver';
import { expect, test as base } from './fixtures';

/** OTLP span kinds. */
const SERVER = 2;
const CLIENT = 3;

/** A collector stand-in and a server of their own with OTEL_ENABLED, exporting to it. */
const test = base.extend<object, { receiver: OtlpReceiver; tracedServer: RunningAppServer }>({
  receiver: [
    // Playwright fixtures must destructure their dependencies, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const receiver = await startOtlpReceiver();
      await provide(receiver);
      await receiver.close();
    },
    { scope: 'worker' },
  ],
  tracedServer: [
    async ({ receiver }, provide) => {
      const server = await startAppServer({ OTEL_ENABLED: 'true', OTEL_ENDPOINT: receiver.url });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ tracedServer }, provide) => provide(tracedServer.url),
});

/** Every request the page sends, with its traceparent header if it had one. */
function watchRequests(page: Page) {
  const sent: { url: URL; traceparent?: string }[] = [];
  page.on('request', (request) => {
    sent.push({ url: new URL(request.url()), traceparent: request.headers()['traceparent'] });
  });
  return sent;
}

test.describe('request tracing with OTEL_ENABLED', () => {
  test('a browser span and the server span of one request reach the collector with one trace id', async ({
    page,
    receiver,
    baseURL,
  }) => {
    const sent = watchRequests(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const ownTraced = () => sent.find(({ url, traceparent }) => url.origin === baseURL && traceparent);
    await expect.poll(ownTraced).toBeTruthy();
    const traced = ownTraced();
    expect(traced?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [, traceId, browserSpanId] = traced?.traceparent?.split('-') ?? [];

    // Both sides batch their spans for a few seconds before sending them.
    const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    await expect
      .poll(() => ofTrace().map(({ service, kind }) => `${service} ${kind}`), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([`quietline-web ${CLIENT}`, `quietline-server ${SERVER}`]));
    const browserSpan = ofTrace().find((span) => span.service === 'quietline-web');
    const serverSpan = ofTrace().find((span) => span.service === 'quietline-server');
    expect(browserSpan?.spanId).toBe(browserSpanId);
    expect(serverSpan?.parentSpanId).toBe(browserSpanId);
    expect(serverSpan?.name).toBe(`GET ${traced?.url.pathname}`);
    // No request to another origin carried trace context (the collector's own are never traced).
    expect(sent.filter(({ url, traceparent }) => url.origin !== baseURL && traceparent)).toEqual([]);
  });
});

base.describe('request tracing without OTEL_ENABLED', () => {
  base('loads no tracing code and sends no traceparent', async ({ page }) => {
    const sent = watchRequests(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.filter(({ url }) => url.pathname.includes('browser-tracing'))).toEqual([]);
    expect(sent.filter(({ traceparent }) => traceparent)).toEqual([]);
  });
});
