import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testRuntimeConfig } from '../testing/stub-fetch';
import type { StopTracing } from './browser-tracing';
import { startTracing } from './start-tracing';

const traceparentPattern = /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/;
const tracedConfig = { ...testRuntimeConfig, OTEL_ENABLED: 'true' } as const;

let stop: StopTracing | undefined;

afterEach(async () => {
  await stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

/** The trace header each XMLHttpRequest set as it was sent (the request itself is aborted). */
function xhrTraceHeaders(urls: string[]): (string | undefined)[] {
  const setHeader = vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
  return urls.map((url) => {
    setHeader.mockClear();
    const request = new XMLHttpRequest();
    request.open('GET', url);
    request.send();
    request.abort();
    return setHeader.mock.calls.find(([name]) => name === 'traceparent')?.[1];
  });
}

describe('startTracing', () => {
  it('loads nothing and adds no trace headers while OTEL_ENABLED is false', async () => {
    const { requests } = stubFetch(() => Response.json({}));
    const network = window.fetch;
    const load = vi.fn(() => import('./browser-tracing'));

    stop = await startTracing(testRuntimeConfig, load);

    expect(stop).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(window.fetch).toBe(network);
    await fetch('/api/health');
    expect(requests[0]?.headers.has('traceparent')).toBe(false);
    expect(xhrTraceHeaders(['/api/health'])).toEqual([undefined]);
  });

  it('with OTEL_ENABLED "true", gives every same-origin fetch a traceparent, and no other origin', async () => {
    const { requests } = stubFetch(() => Response.json({}));
    stop = await startTracing(tracedConfig);

    await fetch('/api/health');
    await fetch(`${window.location.origin}/api/practice/stats`, { headers: { Accept: 'application/json' } });
    await fetch(new Request('/api/gallery', { method: 'POST', body: '{}' }));
    await fetch('https://api.example.com/data.json');

    const [relative, absolute, request, thirdParty] = requests.map((entry) => entry.headers);
    expect(relative?.get('traceparent')).toMatch(traceparentPattern);
    expect(absolute?.get('traceparent')).toMatch(traceparentPattern);
    expect(absolute?.get('Accept')).toBe('application/json');
    expect(request?.get('traceparent')).toMatch(traceparentPattern);
    expect(thirdParty?.has('traceparent')).toBe(false);
    // Each request is a trace of its own.
    expect(new Set(requests.map((entry) => entry.headers.get('traceparent')?.slice(3, 35))).size).toBe(4);
  });

  it('with OTEL_ENABLED "true", gives every same-origin XMLHttpRequest a traceparent, and no other origin', async () => {
    stop = await startTracing(tracedConfig);
    const [relative, absolute, thirdParty] = xhrTraceHeaders([
      '/api/health',
      `${window.location.origin}/api/health`,
      'https://api.example.com/data.json',
    ]);
    expect(relative).toMatch(traceparentPattern);
    expect(absolute).toMatch(traceparentPattern);
    expect(thirdParty).toBeUndefined();
  });

  it('never traces its own exports to the collector', async () => {
    const { requests } = stubFetch(() => Response.json({}));
    // Written unlike the URL the exporter sends to (upper case, trailing slash): still matched.
    const endpoint = `${window.location.origin.toUpperCase()}/collector/`;
    stop = await startTracing({ ...tracedConfig, OTEL_ENDPOINT: endpoint });
    await fetch('/collector/v1/traces', { method: 'POST', body: '{}' });
    await fetch('/collector/other');
    expect(requests.map((entry) => entry.headers.has('traceparent'))).toEqual([false, true]);
  });

  it('leaves the page untraced, with a warning, when the tracing chunk fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const network = window.fetch;
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(startTracing(tracedConfig, load)).resolves.toBeUndefined();
    expect(window.fetch).toBe(network);
    expect(warn).toHaveBeenCalledWith(
      'Request tracing did not start',
      'Failed to fetch dynamically imported module',
    );
  });
});
