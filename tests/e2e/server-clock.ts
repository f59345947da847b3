import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The environment of a server whose clock a test may move: NODE_ENV=test mounts
 * POST /api/test-clock (never in production).
 */
export const testClockEnv = { NODE_ENV: 'test' } as const;

/**
 * Moves a test server's clock (every service reads it: token lifetimes, grace windows, billing
 * periods) instead of waiting. `serverUrl`: another server than the request context's baseURL.
 */
export async function advanceServerClock(
  request: APIRequestContext,
  ms: number,
  serverUrl = '',
): Promise<void> {
  const moved = await request.post(`${serverUrl}/api/test-clock`, { data: { advanceMs: ms } });
  expect(moved.status()).toBe(200);
}
