import { afterEach, describe, expect, it } from 'vitest';
import { nowMs, resetClock, setFixedTime } from '../../clock';
import { createTestApp } from '../../testing/test-app';

const advance = (app: ReturnType<typeof createTestApp>['app'], init: RequestInit = {}) =>
  app.request('/api/test-clock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: 60_000 }),
    ...init,
  });

describe('POST /api/test-clock', () => {
  afterEach(resetClock);

  it('does not exist unless TEST_CLOCK_CONTROL is on', async () => {
    setFixedTime(Date.parse('2030-01-01T00:00:00Z'));
    const { app } = createTestApp();
    expect((await advance(app)).status).toBe(404);
    expect(nowMs()).toBe(Date.parse('2030-01-01T00:00:00Z'));
  });

  it('refuses callers that are not on this machine, even behind a proxy that says they are', async () => {
    setFixedTime(Date.parse('2030-01-01T00:00:00Z'));
    const { app, logs } = createTestApp({ env: { TEST_CLOCK_CONTROL: 'true', TRUST_PROXY: 'true' } });
    expect(logs.some((line) => String(line.msg).includes('TEST_CLOCK_CONTROL is on'))).toBe(true);
    const response = await advance(app, {
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '127.0.0.1' },
    });
    expect(response.status).toBe(403);
    expect(nowMs()).toBe(Date.parse('2030-01-01T00:00:00Z'));
  });
});
