import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testRuntimeConfig } from '../lib/testing/stub-fetch';
import { startRequestHooks } from './start-request-hooks';

const tracker = 'https://www.google-analytics.com/g/collect?v=2';
const traceparentPattern = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;

let stop: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

describe('request hooks at startup, tracing on', () => {
  it('trace same-origin fetches while a tracker fetch still gets the blocker’s 403', async () => {
    const { requests } = stubFetch(() => Response.json({ status: 'ok' }));
    stop = await startRequestHooks({ ...testRuntimeConfig, OTEL_ENABLED: 'true' });

    const own = await fetch('/api/health');
    const blocked = await fetch(tracker);

    expect(own.status).toBe(200);
    expect(blocked.status).toBe(403);
    expect(await blocked.text()).toBe('Blocked by consent settings');
    // Only our own request reached the network, carrying its trace context.
    expect(requests.map((entry) => entry.path)).toEqual(['/api/health']);
    expect(requests[0]?.headers.get('traceparent')).toMatch(traceparentPattern);
  });

  it('trace same-origin XMLHttpRequests while a tracker XMLHttpRequest still throws', async () => {
    stop = await startRequestHooks({ ...testRuntimeConfig, OTEL_ENABLED: 'true' });
    const setHeader = vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');

    expect(() => new XMLHttpRequest().open('POST', tracker)).toThrow(
      `Request to ${tracker} blocked by consent settings`,
    );
    const own = new XMLHttpRequest();
    own.open('GET', '/api/health');
    own.send();
    own.abort();
    expect(setHeader).toHaveBeenCalledWith('traceparent', expect.stringMatching(traceparentPattern));
  });

  it('undo both: fetch is the page’s own again', async () => {
    const { spy } = stubFetch(() => Response.json({}));
    stop = await startRequestHooks({ ...testRuntimeConfig, OTEL_ENABLED: 'true' });
    expect(window.fetch).not.toBe(spy);
    await stop();
    stop = undefined;
    expect(window.fetch).toBe(spy);
  });
});
