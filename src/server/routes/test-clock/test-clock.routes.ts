import { Hono } from 'hono';
import { z } from 'zod';
import { advanceTime, now } from '../../clock';
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

/**
 * POST /api/test-clock {advanceMs} → {now}: lets an end-to-end test move the real server's clock
 * across billing periods and trial ends instead of waiting. Mounted only when TEST_CLOCK_CONTROL
 * is true (never in production), and answers only callers on this machine.
 */
export function createTestClockRoutes() {
  return new Hono<AppEnv>().post('/', jsonBody(advanceSchema), (c) => {
    if (!loopback.has(clientIp(c, false)))
      throw new ApiError(403, 'Only a caller on this machine may move the clock');
    advanceTime(c.req.valid('json').advanceMs);
    return c.json({ now: now().toISOString() });
  });
}
