import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../services/auth/rate-limiter';
import { DomainError, type DomainErrorKind } from '../services/domain-error';
import { SaveServerBusyError } from '../services/practice/save-body-parser';
import type { AppEnv } from './app-env';
import { handleError } from './error-handler';

/** An app whose one route throws `error`, answered by the real error handler. */
function answerTo(error: Error): Promise<Response> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.get('/api/refused', () => {
    throw error;
  });
  return Promise.resolve(app.request('/api/refused'));
}

describe('domain errors over HTTP', () => {
  // Every kind's status is proven by the route tests of the services that refuse with it.
  it('answers a kind with its status and the same { message, code } body', async () => {
    const samples: [DomainErrorKind, number][] = [
      ['invalid', 400],
      ['payment_declined', 402],
      ['conflict', 409],
      ['provider_failed', 502],
    ];
    for (const [kind, status] of samples) {
      const response = await answerTo(new DomainError(kind, `A ${kind} refusal`, kind));
      expect(response.status, kind).toBe(status);
      expect(await response.json()).toEqual({ message: `A ${kind} refusal`, code: kind });
      expect(response.headers.get('Retry-After')).toBeNull();
    }
  });

  it('leaves out a code the service did not give', async () => {
    expect(await (await answerTo(new DomainError('invalid', 'No code'))).json()).toEqual({
      message: 'No code',
    });
  });

  it('says when to retry a rate limit or a busy server', async () => {
    const limited = await answerTo(new RateLimitedError(42));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('42');
    expect(await limited.json()).toEqual({ message: expect.any(String), code: 'rate_limited' });
    const busy = await answerTo(new SaveServerBusyError());
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe('5');
  });
});
