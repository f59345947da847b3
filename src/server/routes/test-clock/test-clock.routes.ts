import { Hono } from 'hono';
import { z } from 'zod';
import type { AdjustableClock } from '../../clock';
import type { Env } from '../../env';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { jsonBody } from '../../http/validate';

const advanceSchema = z.strictObject({
  /** Milliseconds to move the server's clock forward (at most a year and a half at once). */
  advanceMs: z
    .number()
    .int()
    .positive()
    .max(550 * 24 * 60 * 60 * 1000),
});

const loopback = new Set(['127.0.0.1', '::1']);

/** Whether POST /api/test-clock is mounted: a test server (NODE_ENV=test) or TEST_CLOCK_CONTROL, never production. */
export function testClockEnabled(env: Pick<Env, 'NODE_ENV' | 'TEST_CLOCK_CONTROL'>): boolean {
  return env.NODE_ENV === 'test' || env.TEST_CLOCK_CONTROL;
}

/**
 * POST /api/test-clock {advanceMs} → {now}: lets an end-to-end test move the real server's clock
 * (the one every service reads) across token lifetimes, billing periods and trial ends instead of
 * waiting. Mounted only where testClockEnabled, and answers only callers on this machine.
 */
export function createTestClockRoutes(clock: AdjustableClock) {
  return new Hono<AppEnv>().post('/', jsonBody(advanceSchema), (c) => {
    if (!loopback.has(clientIp(c, false)))
      throw new ApiError(403, 'Only a caller on this machine may move the clock');
    clock.advanceTime(c.req.valid('json').advanceMs);
    return c.json({ now: clock.now().toISOString() });
  });
}
