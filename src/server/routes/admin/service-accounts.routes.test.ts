import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { AuditResponse } from '../../../shared/admin/audit-log';
import {
  serviceAccountErrorCodes,
  type ApiTokenList,
  type ServiceAccount,
  type ServiceAccountList,
} from '../../../shared/admin/service-accounts';
import { authMessages } from '../../../shared/auth/auth-messages';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { hashToken } from '../../services/auth/opaque-token';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';
import {
  adminHeaders,
  createServiceAccountVia,
  createTokenVia,
} from '../../testing/service-account-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);

describeEachDialect('service accounts API', (getDatabase) => {
  let app: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    headers = await adminHeaders(app, getDatabase());
  });
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);

  /** A second passes before each call, so audit entries (newest first) have one order. */
  const send = (method: string, path: string, body?: unknown) => {
    advanceTime(1_000);
    return sendJson(app, method, path, body, headers);
  };
  const errorOf = async (response: Response) => (await response.json()) as { message: string; code: string };
  const auditOf = async (targetId: string) => {
    const response = await app.request('/api/admin/audit?area=service-accounts&limit=100', { headers });
    const { items } = (await response.json()) as AuditResponse;
    return items.filter((entry) => entry.targetId === targetId).reverse();
  };

  describe('access', () => {
    const calls = [
      ['GET', '/api/admin/service-accounts'],
      ['POST', '/api/admin/service-accounts'],
      ['PATCH', '/api/admin/service-accounts/some-id'],
      ['GET', '/api/admin/service-accounts/some-id/tokens'],
      ['POST', '/api/admin/service-accounts/some-id/tokens'],
      ['POST', '/api/admin/tokens/some-id/revoke'],
    ] as const;

    it('answers 401 signed out and 403 to an editor or a member, before reading input', async () => {
      const editor = await createTestUser(getDatabase(), { role: 'editor' });
      const member = await createTestUser(getDatabase());
      const others = [
        bearer((await signIn(app, editor.email)).accessToken),
        bearer((await signIn(app, member.email)).accessToken),
      ];
      for (const [method, path] of calls) {
        const body = method === 'GET' ? undefined : { name: 'x' };
        expect((await sendJson(app, method, path, body)).status).toBe(401);
        for (const other of others) {
          const response = await sendJson(app, method, path, body, other);
          expect(response.status).toBe(403);
          expect(response.headers.get('Cache-Control')).toBe('private, no-store');
          expect((await errorOf(response)).message).toBe(authMessages.forbidden);
        }
      }
    });
  });

  it('creates, lists, deactivates and activates an account, auditing each change', async () => {
    const account = await createServiceAccountVia(app, headers, 'Nightly export');
    advanceTime(1_000);
    expect(account).toMatchObject({ name: 'Nightly export', description: '', active: true, activeTokens: 0 });
    const list = (await (await send('GET', '/api/admin/service-accounts')).json()) as ServiceAccountList;
    expect(list.items.map((item) => item.id)).toContain(account.id);

    const off = await send('PATCH', `/api/admin/service-accounts/${account.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as ServiceAccount).active).toBe(false);
    const again = await send('PATCH', `/api/admin/service-accounts/${account.id}`, { active: false });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      code: adminErrorCodes.noChanges,
      message: adminMessages.noChanges,
    });
    const on = await send('PATCH', `/api/admin/service-accounts/${account.id}`, {
      active: true,
      description: 'Exports practice statistics',
    });
    expect((await on.json()) as ServiceAccount).toMatchObject({
      active: true,
      description: 'Exports practice statistics',
    });

    const entries = await auditOf(account.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'service-account.create',
      'service-account.deactivate',
      'service-account.activate',
    ]);
    expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(entries.every((entry) => entry.requestId !== null)).toBe(true);
  });

  it('shows a token secret once and stores only its hash', async () => {
    const account = await createServiceAccountVia(app, headers);
    const token = await createTokenVia(app, headers, account.id, {
      name: 'CI',
      scopes: ['users:read', 'users:read', 'reports:read'],
      allowedIps: [' 10.0.0.0/8 ', '2001:DB8::/32', '::ffff:192.0.2.7'],
      expiresAt: new Date(start + 86_400_000).toISOString(),
    });
    expect(token.token).toMatch(/^qlt_[\w-]{43}$/);
    expect(token).toMatchObject({
      status: 'active',
      scopes: ['users:read', 'reports:read'],
      allowedIps: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'],
      hint: token.token.slice(0, 8),
      lastUsedAt: null,
    });
    const row = await getDatabase()
      .db.selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token.token));
    expect(JSON.stringify(row)).not.toContain(token.token);

    const listed = await send('GET', `/api/admin/service-accounts/${account.id}/tokens`);
    const listText = await listed.text();
    expect(listText).not.toContain(token.token);
    expect((JSON.parse(listText) as ApiTokenList).items).toEqual([expect.objectContaining({ id: token.id })]);
    const [audit] = await auditOf(token.id);
    expect(audit).toMatchObject({
      action: 'token.create',
      after: { id: token.id, scopes: ['users:read', 'reports:read'] },
    });
    expect(JSON.stringify(audit)).not.toContain(token.token);
    expect(JSON.stringify(audit)).not.toContain(row.token_hash);
  });

  it('refuses bad tokens with 400 messages that name the problem, never a 500', async () => {
    const account = await createServiceAccountVia(app, headers);
    const path = `/api/admin/service-accounts/${account.id}/tokens`;
    const refusal = async (body: unknown) => {
      const response = await send('POST', path, body);
      expect(response.status).toBe(400);
      return (await errorOf(response)).message;
    };
    expect(await refusal({ name: 'x', scopes: ['users:read', 'users:delete'] })).toBe(
      'scopes.1: Unknown scope: users:delete',
    );
    expect(await refusal({ name: 'x', scopes: [] })).toBe('scopes: Choose at least one permission');
    for (const entry of ['10.0.0.0/33', 'not-an-ip', '300.1.1.1', '10.1', '2001:db8::/129', '1.2.3.4/8/1'])
      expect(await refusal({ name: 'x', scopes: ['users:read'], allowedIps: ['10.0.0.1', entry] })).toBe(
        `allowedIps.1: Not an IP address or CIDR range: ${entry}`,
      );
    const past = await send('POST', path, {
      name: 'x',
      scopes: ['users:read'],
      expiresAt: new Date(start).toISOString(),
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).code).toBe(serviceAccountErrorCodes.expiryInPast);
    for (const body of [
      {},
      { name: 'x' },
      { name: 'x', scopes: 'users:read' },
      { name: 'x', scopes: [1] },
      null,
      [],
    ])
      expect((await send('POST', path, body)).status).toBe(400);
    expect((await send('POST', path, { name: '', scopes: ['users:read'], extra: 1 })).status).toBe(400);
    const malformed = await app.request(path, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    const unknown = await send('POST', '/api/admin/service-accounts/no-such-id/tokens', {
      name: 'x',
      scopes: ['users:read'],
    });
    expect(unknown.status).toBe(404);
    expect((await send('POST', '/api/admin/service-accounts', { name: ' ' })).status).toBe(400);
    expect((await send('PATCH', `/api/admin/service-accounts/${account.id}`, { active: 'no' })).status).toBe(
      400,
    );
    expect((await send('PATCH', '/api/admin/service-accounts/no-such-id', { active: false })).status).toBe(
      404,
    );
  });

  it('revokes a token for good with a required reason', async () => {
    const account = await createServiceAccountVia(app, headers);
    const token = await createTokenVia(app, headers, account.id, { name: 'CI', scopes: ['content:read'] });
    const path = `/api/admin/tokens/${token.id}/revoke`;
    expect((await send('POST', path, {})).status).toBe(400);
    expect((await send('POST', path, { reason: '   ' })).status).toBe(400);
    const revoked = await send('POST', path, { reason: 'Leaked in a log' });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ status: 'revoked', revokeReason: 'Leaked in a log' });
    const twice = await send('POST', path, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe(serviceAccountErrorCodes.alreadyRevoked);
    expect((await send('POST', '/api/admin/tokens/no-such-id/revoke', { reason: 'x' })).status).toBe(404);
    const list = (await (
      await send('GET', `/api/admin/service-accounts/${account.id}/tokens`)
    ).json()) as ApiTokenList;
    expect(list.items[0]).toMatchObject({ status: 'revoked', revokeReason: 'Leaked in a log' });
    const actions = (await auditOf(token.id)).map((entry) => entry.action);
    expect(actions).toEqual(['token.create', 'token.revoke']);
  });
});
