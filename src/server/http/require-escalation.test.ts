import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { authMessages } from '../../shared/auth/auth-messages';
import { describeEachDialect } from '../db/testing/each-dialect';
import { loadEnv } from '../env';
import { createAuthContext } from '../services/auth/auth-context';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  relaxedLimits,
  signIn,
  turnOnTwoFactor,
} from '../testing/auth-test-kit';
import { captureLogs } from '../testing/capture-logs';
import type { AppEnv } from './app-env';
import { handleError } from './error-handler';
import { requireAuth } from './require-auth';
import { requireEscalation } from './require-escalation';

describeEachDialect('requireEscalation', (getDatabase) => {
  /** An endpoint behind the two-factor category (user management), on the same database as `app`. */
  function guardedByTwoFactor() {
    const ctx = createAuthContext({
      env: loadEnv(relaxedLimits),
      database: getDatabase(),
      logger: captureLogs().logger,
    });
    const guarded = new Hono<AppEnv>().post(
      '/api/guarded',
      requireAuth(ctx),
      requireEscalation(ctx, 'user-management'),
      (c) => c.body(null, 204),
    );
    guarded.onError(handleError);
    return guarded;
  }

  it('tells someone without two-factor to turn it on, instead of asking for a code they cannot have', async () => {
    const { app } = createAuthTestApp(getDatabase());
    const { accessToken } = await signIn(app, (await createTestUser(getDatabase())).email);
    const guarded = guardedByTwoFactor();
    const call = () => guarded.request('/api/guarded', { method: 'POST', headers: bearer(accessToken) });

    const without = await call();
    expect(without.status).toBe(403);
    expect(await without.json()).toEqual({
      code: 'ESCALATION_REQUIRED',
      mode: '2fa',
      reason: 'user-management',
      message: authMessages.twoFactorSetupRequired,
      methods: [],
    });

    await turnOnTwoFactor(app, accessToken);
    expect(await (await call()).json()).toMatchObject({
      mode: '2fa',
      message: authMessages.escalationRequired,
      methods: ['2fa'],
    });
  });
});
