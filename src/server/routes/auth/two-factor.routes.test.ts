import { afterEach, beforeEach, expect, it } from 'vitest';
import type {
  LoginResponse,
  RecoveryCodesResponse,
  TokenPair,
  TwoFactorEnableResponse,
} from '../../../shared/auth/auth-responses';
import { escalationTokenHeader } from '../../../shared/auth/escalation';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { totpCode } from '../../services/auth/totp';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  stepUpHeaders,
  testPassword,
  type TestApp,
} from '../../testing/auth-test-kit';

describeEachDialect('two-factor and step-up', (getDatabase) => {
  let app: TestApp;
  let email: string;
  let session: TokenPair;
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    sendJson(app, 'POST', `/api/auth${path}`, body, { ...bearer(session.accessToken), ...headers });

  /** Turns two-factor on (after the password step-up) and answers the secret and recovery codes. */
  async function enableTwoFactor(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const stepUp = await stepUpHeaders(app, session.accessToken);
    const setup = (await (await post('/2fa/enable', undefined, stepUp)).json()) as TwoFactorEnableResponse;
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    const verified = await post('/2fa/verify', { code: totpCode(setup.secret) });
    expect(verified.status).toBe(200);
    const { recoveryCodes } = (await verified.json()) as RecoveryCodesResponse;
    return { secret: setup.secret, recoveryCodes };
  }

  async function challenge(): Promise<string> {
    const answer = (await (
      await sendJson(app, 'POST', '/api/auth/login', { email, password: testPassword })
    ).json()) as LoginResponse;
    if (!('twoFactorRequired' in answer)) throw new Error('expected a two-factor challenge');
    return answer.challengeToken;
  }

  beforeEach(async () => {
    setFixedTime(Date.parse('2030-06-01T08:00:10Z'));
    app = createAuthTestApp(getDatabase()).app;
    email = (await createTestUser(getDatabase())).email;
    session = await signIn(app, email);
  });
  afterEach(resetClock);

  it('stores the secret encrypted and asks for a code at the next sign-in', async () => {
    const { secret, recoveryCodes } = await enableTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    const row = await getDatabase()
      .db.selectFrom('users')
      .select(['two_factor_secret'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.two_factor_secret).not.toContain(secret);
    const stored = await getDatabase().db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);

    advanceTime(30_000);
    const challengeToken = await challenge();
    const pair = await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
      challengeToken,
      code: totpCode(secret),
    });
    expect(pair.status).toBe(200);
    expect(await pair.json()).toHaveProperty('refreshToken');
    expect((await app.request('/api/auth/me', { headers: bearer(session.accessToken) })).status).toBe(200);
  });

  it('rejects a replayed code, and an older code once a newer one was used', async () => {
    const { secret } = await enableTwoFactor();
    advanceTime(30_000);
    const code = totpCode(secret);
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
          challengeToken: await challenge(),
          code,
        })
      ).status,
    ).toBe(200);
    const replay = await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
      challengeToken: await challenge(),
      code,
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'invalid_two_factor_code' });
    const previousStep = totpCode(secret, Date.parse('2030-06-01T08:00:10Z'));
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
          challengeToken: await challenge(),
          code: previousStep,
        })
      ).status,
    ).toBe(401);
  });

  it('spends a challenge once it signed in: neither a new code nor a recovery code reuses it', async () => {
    const { secret, recoveryCodes } = await enableTwoFactor();
    advanceTime(30_000);
    const challengeToken = await challenge();
    const verify = (body: Record<string, string>) =>
      sendJson(app, 'POST', '/api/auth/two-factor/verify', { challengeToken, ...body });
    // A wrong code does not spend it: a typo should not mean signing in again.
    expect((await verify({ code: totpCode(secret) === '000000' ? '111111' : '000000' })).status).toBe(401);
    expect((await verify({ code: totpCode(secret) })).status).toBe(200);
    advanceTime(30_000);
    for (const spent of [
      await verify({ code: totpCode(secret) }),
      await verify({ recoveryCode: recoveryCodes[0]! }),
    ]) {
      expect(spent.status).toBe(401);
      expect(await spent.json()).toMatchObject({ code: 'challenge_expired' });
    }
    // The recovery code tried on the spent challenge is still there for a real sign-in.
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
          challengeToken: await challenge(),
          recoveryCode: recoveryCodes[0],
        })
      ).status,
    ).toBe(200);
  });

  it('spends a challenge used with a recovery code too', async () => {
    const { recoveryCodes } = await enableTwoFactor();
    const challengeToken = await challenge();
    const verify = (recoveryCode: string | undefined) =>
      sendJson(app, 'POST', '/api/auth/two-factor/verify', { challengeToken, recoveryCode });
    expect((await verify(recoveryCodes[1])).status).toBe(200);
    const again = await verify(recoveryCodes[2]);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'challenge_expired' });
  });

  it('needs a password step-up to start two-factor set-up, and mints no secret without it', async () => {
    const denied = await post('/2fa/enable');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      code: 'ESCALATION_REQUIRED',
      mode: 'password',
      reason: 'security-settings',
      message: 'Please confirm this action',
      methods: ['password'],
    });
    const row = await getDatabase()
      .db.selectFrom('users')
      .select(['two_factor_secret', 'two_factor_enabled'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ two_factor_secret: null, two_factor_enabled: 0 });
    // A token for another category does not open it either.
    const other = (await (await post('/escalation', { reason: 'phi', mode: 'acknowledge' })).json()) as {
      escalationToken: string;
    };
    expect(
      (await post('/2fa/enable', undefined, { [escalationTokenHeader]: other.escalationToken })).status,
    ).toBe(403);
    const allowed = await post('/2fa/enable', undefined, await stepUpHeaders(app, session.accessToken));
    expect(allowed.status).toBe(200);
  });

  it('accepts a recovery code once and never again', async () => {
    const { recoveryCodes } = await enableTwoFactor();
    const recoveryCode = (recoveryCodes[3] ?? '').toUpperCase();
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
          challengeToken: await challenge(),
          recoveryCode,
        })
      ).status,
    ).toBe(200);
    const again = await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
      challengeToken: await challenge(),
      recoveryCode,
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'invalid_recovery_code' });
  });

  it('refuses an access token as a challenge token', async () => {
    await enableTwoFactor();
    const response = await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
      challengeToken: session.accessToken,
      code: '123456',
    });
    expect(await response.json()).toMatchObject({ code: 'challenge_expired' });
  });

  it('needs a password step-up to disable two-factor, bound to user, session and category', async () => {
    const secondDevice = await signIn(app, email);
    await enableTwoFactor();
    const denied = await post('/2fa/disable');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      code: 'ESCALATION_REQUIRED',
      mode: 'password',
      reason: 'security-settings',
      message: 'Please confirm this action',
      methods: ['password'],
    });

    const wrong = await post('/reauthenticate', {
      password: 'wrong-password',
      reason: 'security-settings',
      mode: 'password',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'The password is not correct' });

    const other = (await (await post('/escalation', { reason: 'phi', mode: 'acknowledge' })).json()) as {
      escalationToken: string;
    };
    expect(
      (await post('/2fa/disable', undefined, { [escalationTokenHeader]: other.escalationToken })).status,
    ).toBe(403);
    // An escalation token is no access token.
    expect((await app.request('/api/auth/me', { headers: bearer(other.escalationToken) })).status).toBe(401);

    const granted = await post('/reauthenticate', {
      password: testPassword,
      reason: 'security-settings',
      mode: 'password',
    });
    const { escalationToken } = (await granted.json()) as { escalationToken: string };
    const fromSecondDevice = await sendJson(app, 'POST', '/api/auth/2fa/disable', undefined, {
      ...bearer(secondDevice.accessToken),
      [escalationTokenHeader]: escalationToken,
    });
    expect(fromSecondDevice.status).toBe(403);
    expect((await post('/2fa/disable', undefined, { [escalationTokenHeader]: escalationToken })).status).toBe(
      204,
    );
    expect(
      await (await app.request('/api/auth/me', { headers: bearer(session.accessToken) })).json(),
    ).toMatchObject({ twoFactorEnabled: false });
  });

  it('refuses a step-up in a mode other than the category’s', async () => {
    const response = await post('/escalation', { reason: 'security-settings', mode: 'acknowledge' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'escalation_wrong_mode' });
  });

  it('grants a 2fa step-up with a fresh code and regenerates recovery codes behind security-settings', async () => {
    const { secret, recoveryCodes } = await enableTwoFactor();
    advanceTime(30_000);
    const twoFactor = await post('/escalation', {
      reason: 'user-management',
      mode: '2fa',
      code: totpCode(secret),
    });
    expect(twoFactor.status).toBe(200);
    const { escalationToken } = (await (
      await post('/reauthenticate', { password: testPassword, reason: 'security-settings', mode: 'password' })
    ).json()) as { escalationToken: string };
    const renewed = await post('/2fa/recovery-codes', undefined, {
      [escalationTokenHeader]: escalationToken,
    });
    const fresh = ((await renewed.json()) as RecoveryCodesResponse).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const challengeToken = await challenge();
    expect(
      (
        await sendJson(app, 'POST', '/api/auth/two-factor/verify', {
          challengeToken,
          recoveryCode: recoveryCodes[0],
        })
      ).status,
    ).toBe(401);
    expect(
      (await sendJson(app, 'POST', '/api/auth/two-factor/verify', { challengeToken, recoveryCode: fresh[0] }))
        .status,
    ).toBe(200);
  });

  it('expires escalation tokens after 5 minutes', async () => {
    await enableTwoFactor();
    const { escalationToken } = (await (
      await post('/reauthenticate', { password: testPassword, reason: 'security-settings', mode: 'password' })
    ).json()) as { escalationToken: string };
    advanceTime(5 * 60_000 + 1_000);
    expect((await post('/2fa/disable', undefined, { [escalationTokenHeader]: escalationToken })).status).toBe(
      403,
    );
  });
});
