import { afterEach, describe, expect, it } from 'vitest';
import { createAdjustableClock, nowMs, resetClock, setFixedTime } from '../../clock';
import { createTestApp } from '../../testing/test-app';

const start = Date.parse('2030-01-01T00:00:00Z');

/** A caller on this machine, as @hono/node-server hands the socket to the app. */
const loopbackCaller = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

const advance = (
  app: ReturnType<typeof createTestApp>['app'],
  init: RequestInit = {},
  caller: object = loopbackCaller,
) =>
  app.request(
    '/api/test-clock',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 60_000 }),
      ...init,
    },
    caller,
  );

describe('POST /api/test-clock', () => {
  afterEach(resetClock);

  it('does not exist on a production server, the default', async () => {
    setFixedTime(start);
    const { app } = createTestApp();
    expect((await advance(app)).status).toBe(404);
    expect(nowMs()).toBe(start);
  });

  it('moves the clock the app was given on a test server (NODE_ENV=test)', async () => {
    const clock = createAdjustableClock();
    clock.setFixedTime(start);
    const { app, logs } = createTestApp({ env: { NODE_ENV: 'test' }, clock });
    expect(logs.some((line) => String(line.msg).includes('The test clock is on'))).toBe(true);
    const response = await advance(app);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ now: '2030-01-01T00:01:00.000Z' });
    expect(clock.nowMs()).toBe(start + 60_000);
  });

  it('is also on with TEST_CLOCK_CONTROL outside production', async () => {
    const clock = createAdjustableClock();
    clock.setFixedTime(start);
    const { app } = createTestApp({ env: { NODE_ENV: 'development', TEST_CLOCK_CONTROL: 'true' }, clock });
    expect((await advance(app)).status).toBe(200);
    expect(clock.nowMs()).toBe(start + 60_000);
  });

  it('refuses callers that are not on this machine, even behind a proxy that says they are', async () => {
    const clock = createAdjustableClock();
    clock.setFixedTime(start);
    const { app } = createTestApp({ env: { NODE_ENV: 'test', TRUST_PROXY: 'true' }, clock });
    const response = await advance(
      app,
      { headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '127.0.0.1' } },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(response.status).toBe(403);
    expect(clock.nowMs()).toBe(start);
  });
});
