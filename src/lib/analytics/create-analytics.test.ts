import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBackend, IdentifyCall, TrackCall } from './analytics-backend';
import { createAnalytics } from './create-analytics';

/** A backend standing in for an analytics service: it keeps what it was sent. */
function recordingBackend(name: string) {
  const tracked: TrackCall[] = [];
  const identified: IdentifyCall[] = [];
  const backend: AnalyticsBackend = {
    name,
    start: () => Promise.resolve(),
    stop: () => undefined,
    track: (call) => tracked.push(call),
    identify: (call) => identified.push(call),
  };
  return { backend, tracked, identified };
}

const at = new Date('2026-03-01T12:00:00.000Z');
const now = () => at;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createAnalytics', () => {
  it('drops every call until the backends have started', () => {
    const analytics = createAnalytics(null, 'u1', now);
    expect(analytics.ready).toBe(false);
    expect(analytics.track('page_view', { page_path: '/' })).toBe(false);
    expect(analytics.identify('u1', { plan: 'pro' })).toBe(false);
  });

  it('sends each call to every started backend with the ISO timestamp and the member', () => {
    const server = recordingBackend('server');
    const posthog = recordingBackend('posthog');
    const analytics = createAnalytics([server.backend, posthog.backend], 'u1', now);
    expect(analytics.ready).toBe(true);
    expect(analytics.track('page_view', { page_path: '/' })).toBe(true);
    expect(analytics.identify('u1', { plan: 'pro' })).toBe(true);
    const event = {
      event: 'page_view',
      properties: { page_path: '/', timestamp: '2026-03-01T12:00:00.000Z' },
      userId: 'u1',
    };
    const identity = { userId: 'u1', properties: { plan: 'pro', timestamp: '2026-03-01T12:00:00.000Z' } };
    for (const backend of [server, posthog]) {
      expect(backend.tracked).toEqual([event]);
      expect(backend.identified).toEqual([identity]);
    }
    const signedOut = recordingBackend('server');
    createAnalytics([signedOut.backend], null, now).track('button_click');
    expect(signedOut.tracked[0]?.userId).toBeNull();
  });

  it("drops, with a warning, what the server's rules refuse", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = recordingBackend('server');
    const analytics = createAnalytics([server.backend], 'u1', now);
    expect(analytics.track('page view!')).toBe(false);
    const tooMany = Object.fromEntries(Array.from({ length: 32 }, (_, index) => [`k${index}`, index]));
    expect(analytics.track('page_view', tooMany)).toBe(false); // the timestamp makes 33 keys
    expect(server.tracked).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('logs a backend that throws and still reaches the others, never throwing to the caller', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: AnalyticsBackend = {
      ...recordingBackend('posthog').backend,
      track: () => {
        throw new Error('boom');
      },
    };
    const server = recordingBackend('server');
    const analytics = createAnalytics([broken, server.backend], null, now);
    expect(analytics.track('page_view')).toBe(true);
    expect(server.tracked).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Analytics: posthog failed', new Error('boom'));
  });
});
