import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ApiTokenList } from '../../../shared/admin/service-accounts';
import { machineApiErrorCodes } from '../../../shared/machine-api/machine-api-messages';
import { advanceTime, nowMs, resetClock, setFixedTime } from '../../clock';
import { seedContent } from '../../content/seed-content';
import { describeEachDialect } from '../../db/testing/each-dialect';
import {
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';
import { freeImageId } from '../../testing/practice-test-kit';
import {
  adminHeaders,
  createServiceAccountVia,
  createTokenVia,
} from '../../testing/service-account-test-kit';

const start = Date.UTC(2030, 2, 10, 9, 0, 0);

describeEachDialect('machine API: token authentication', (getDatabase) => {
  let app: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    setFixedTime(start);
    await seedContent(getDatabase().db);
    app = createAuthTestApp(getDatabase(), { env: { TRUST_PROXY: 'true' } }).app;
    admin = await adminHeaders(app, getDatabase());
  });
  beforeEach(() => setFixedTime(start));
  afterEach(resetClock);

  const call = (path: string, token: string, from: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': from, ...(init.headers ?? {}) },
    });
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;
  const newToken = async (body: Parameters<typeof createTokenVia>[3]) => {
    const account = await createServiceAccountVia(app, admin);
    return { account, token: await createTokenVia(app, admin, account.id, body) };
  };
  const lastUsed = async (accountId: string, headers = admin) => {
    const response = await app.request(`/api/admin/service-accounts/${accountId}/tokens`, { headers });
    return ((await response.json()) as ApiTokenList).items[0];
  };

  it('lets a scoped token in from an allowed address only, IPv4 and IPv6 ranges alike', async () => {
    const { token } = await newToken({
      name: 'CRM sync',
      scopes: ['users:read'],
      allowedIps: ['203.0.113.0/24', '2001:db8:ab::/48', '198.51.100.7'],
    });
    for (const from of [
      '203.0.113.9',
      '::ffff:203.0.113.200',
      '2001:db8:ab:1::5',
      '198.51.100.7',
      'spoofed, 198.51.100.7',
    ]) {
      const response = await call('/api/v1/users?limit=2', token.token, from);
      expect(response.status, from).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
    for (const from of [
      '203.0.114.1',
      '2001:db8:ac::1',
      '198.51.100.8',
      '198.51.100.7, 10.0.0.1',
      'garbage',
    ]) {
      const response = await call('/api/v1/users', token.token, from);
      expect(response.status, from).toBe(403);
      expect(await codeOf(response)).toBe(machineApiErrorCodes.addressNotAllowed);
    }
  });

  it('pages members, and refuses bad queries with 400 after the token is checked', async () => {
    const { token } = await newToken({ name: 'CRM sync', scopes: ['users:read'] });
    await createTestUser(getDatabase(), { email: 'first@v1.test' });
    await createTestUser(getDatabase(), { email: 'second@v1.test' });
    const first = await call('/api/v1/users?limit=1', token.token, '192.0.2.1');
    const page = (await first.json()) as { items: { email: string; role: string }[]; nextCursor: string };
    expect(page.items).toHaveLength(1);
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual([
      'createdAt',
      'displayName',
      'email',
      'fullName',
      'id',
      'role',
    ]);
    const second = await call(`/api/v1/users?limit=100&cursor=${page.nextCursor}`, token.token, '192.0.2.1');
    const rest = (await second.json()) as { items: { email: string }[]; nextCursor: string | null };
    const emails = [...page.items, ...rest.items].map((item) => item.email);
    expect(emails).toEqual(expect.arrayContaining(['first@v1.test', 'second@v1.test']));
    expect(new Set(emails).size).toBe(emails.length);
    expect(rest.nextCursor).toBeNull();
    for (const query of ['limit=abc', 'limit=0', 'role=owner', 'extra=1', 'cursor=garbage']) {
      const response = await call(`/api/v1/users?${query}`, token.token, '192.0.2.1');
      expect(response.status, query).toBe(400);
    }
    expect((await app.request('/api/v1/users?limit=abc')).status).toBe(401);
  });

  it('refuses a token without the scope (403) and anything that is not a live token (401)', async () => {
    const { token } = await newToken({ name: 'Catalogue reader', scopes: ['content:read'] });
    const denied = await call('/api/v1/users', token.token, '192.0.2.1');
    expect(denied.status).toBe(403);
    expect(await codeOf(denied)).toBe(machineApiErrorCodes.missingScope);
    expect((await call('/api/v1/content/images', token.token, '192.0.2.1')).status).toBe(200);

    const member = await createTestUser(getDatabase(), { role: 'admin' });
    const { accessToken } = await signIn(app, member.email);
    for (const secret of [accessToken, `${token.token.slice(0, -1)}x`, 'qlt_', 'qlt_short', ''])
      expect((await call('/api/v1/content/images', secret, '192.0.2.1')).status).toBe(401);
    const missing = await app.request('/api/v1/content/images');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer');
  });

  it('answers 401 after revocation, after expiry and while the account is deactivated', async () => {
    const expiring = await newToken({
      name: 'Short-lived',
      scopes: ['reports:read'],
      expiresAt: new Date(start + 3_600_000).toISOString(),
    });
    const path = '/api/v1/reports/practice';
    expect((await call(path, expiring.token.token, '192.0.2.1')).status).toBe(200);
    advanceTime(3_600_000);
    const expired = await call(path, expiring.token.token, '192.0.2.1');
    expect(expired.status).toBe(401);
    expect(await codeOf(expired)).toBe(machineApiErrorCodes.tokenExpired);
    // The admin's access token has expired meanwhile too.
    const later = await adminHeaders(app, getDatabase());
    expect((await lastUsed(expiring.account.id, later))?.status).toBe('expired');

    setFixedTime(start);
    const { account, token } = await newToken({ name: 'Reports', scopes: ['reports:read'] });
    const patch = (active: boolean) =>
      sendJson(app, 'PATCH', `/api/admin/service-accounts/${account.id}`, { active }, admin);
    expect((await patch(false)).status).toBe(200);
    const inactive = await call(path, token.token, '192.0.2.1');
    expect(inactive.status).toBe(401);
    expect(await codeOf(inactive)).toBe(machineApiErrorCodes.accountInactive);
    expect((await patch(true)).status).toBe(200);
    expect((await call(path, token.token, '192.0.2.1')).status).toBe(200);

    const revoke = await sendJson(
      app,
      'POST',
      `/api/admin/tokens/${token.id}/revoke`,
      { reason: 'Rotated' },
      admin,
    );
    expect(revoke.status).toBe(200);
    const revoked = await call(path, token.token, '192.0.2.1');
    expect(revoked.status).toBe(401);
    expect(await codeOf(revoked)).toBe(machineApiErrorCodes.tokenRevoked);
    // Reactivating the account does not bring a revoked token back.
    expect((await patch(false)).status).toBe(200);
    expect((await patch(true)).status).toBe(200);
    expect((await call(path, token.token, '192.0.2.1')).status).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const { account, token } = await newToken({ name: 'Reports', scopes: ['reports:read'] });
    expect((await lastUsed(account.id))?.lastUsedAt).toBeNull();
    await call('/api/v1/reports/practice', token.token, '192.0.2.1');
    expect(await lastUsed(account.id)).toMatchObject({
      lastUsedAt: new Date(start).toISOString(),
      lastUsedIp: '192.0.2.1',
    });
    advanceTime(30_000);
    await call('/api/v1/reports/practice', token.token, '192.0.2.2');
    expect((await lastUsed(account.id))?.lastUsedAt).toBe(new Date(start).toISOString());
    advanceTime(30_000);
    await call('/api/v1/reports/practice', token.token, '192.0.2.3');
    expect(await lastUsed(account.id)).toMatchObject({
      lastUsedAt: new Date(start + 60_000).toISOString(),
      lastUsedIp: '192.0.2.3',
    });
    // A refused call is no use.
    advanceTime(120_000);
    await call('/api/v1/users', token.token, '192.0.2.4');
    expect((await lastUsed(account.id))?.lastUsedIp).toBe('192.0.2.3');
  });
});

describeEachDialect('machine API: X-Forwarded-For without TRUST_PROXY', (getDatabase) => {
  it('ignores the header, so an allow list cannot be passed by claiming an address', async () => {
    setFixedTime(start);
    const { app } = createAuthTestApp(getDatabase());
    const admin = await adminHeaders(app, getDatabase());
    const account = await createServiceAccountVia(app, admin);
    const open = await createTokenVia(app, admin, account.id, { name: 'Open', scopes: ['users:read'] });
    const limited = await createTokenVia(app, admin, account.id, {
      name: 'Limited',
      scopes: ['users:read'],
      allowedIps: ['203.0.113.9'],
    });
    const call = (token: string) =>
      app.request('/api/v1/users', {
        headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.9' },
      });
    expect((await call(open.token)).status).toBe(200);
    expect((await call(limited.token)).status).toBe(403);
    resetClock();
  });
});

describeEachDialect('machine API: content and reports', (getDatabase) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let secrets: Record<'read' | 'write' | 'reports', string>;
  beforeAll(async () => {
    setFixedTime(start);
    await seedContent(getDatabase().db);
    app = createAuthTestApp(getDatabase()).app;
    admin = await adminHeaders(app, getDatabase());
    const account = await createServiceAccountVia(app, admin, 'Content pipeline');
    const secretOf = async (scopes: Parameters<typeof createTokenVia>[3]['scopes']) =>
      (await createTokenVia(app, admin, account.id, { name: scopes.join(' '), scopes })).token;
    secrets = {
      read: await secretOf(['content:read']),
      write: await secretOf(['content:write']),
      reports: await secretOf(['reports:read']),
    };
  });
  beforeEach(() => setFixedTime(start));
  afterEach(resetClock);

  const call = (path: string, secret: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { Authorization: `Bearer ${secret}`, ...(init.headers ?? {}) } });
  const patch = (id: string, body: string, secret = secrets.write) =>
    call(`/api/v1/content/images/${id}`, secret, {
      method: 'PATCH',
      body,
      headers: { 'Content-Type': 'application/json' },
    });

  it('lists the catalogue and changes an image with content:write only, auditing the change', async () => {
    const list = await call('/api/v1/content/images', secrets.read);
    const { items } = (await list.json()) as { items: { id: string; premium: boolean; sortOrder: number }[] };
    const image = items.find((item) => item.id === freeImageId);
    expect(image).toMatchObject({ premium: false });
    expect((await patch(freeImageId, '{"premium":true}', secrets.read)).status).toBe(403);
    const changed = await patch(freeImageId, JSON.stringify({ premium: true, sortOrder: 42 }));
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: freeImageId, premium: true, sortOrder: 42 });
    const after = await getDatabase()
      .db.selectFrom('meditation_images')
      .select(['premium', 'sort_order'])
      .where('id', '=', freeImageId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ premium: 1, sort_order: 42 });
    const audit = await getDatabase()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', freeImageId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ area: 'tracing-options', action: 'image.update' });
    expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({ premium: false });
  });

  it('refuses bad image edits with 400, 404 or 415, never 500', async () => {
    for (const body of [
      '{}',
      '{"premium":"yes"}',
      '{"sortOrder":-1}',
      '{"sortOrder":1.5}',
      '{"extra":1}',
      '[]',
      'null',
      '{"premium":',
    ])
      expect((await patch(freeImageId, body)).status, body).toBe(400);
    expect((await patch('no-such-image', '{"premium":true}')).status).toBe(404);
    const noChange = await patch(freeImageId, JSON.stringify({ premium: true, sortOrder: 42 }));
    expect(noChange.status).toBe(400);
    const text = await call(`/api/v1/content/images/${freeImageId}`, secrets.write, {
      method: 'PATCH',
      body: 'premium=true',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('reports sessions per day over the last 30 days, with totals', async () => {
    const member = await createTestUser(getDatabase());
    const other = await createTestUser(getDatabase());
    const day = 86_400_000;
    const session = (userId: string, startedAt: number, minutes: number) => ({
      id: randomUUID(),
      user_id: userId,
      artwork_id: null,
      image_id: null,
      soundtrack_id: null,
      started_at: startedAt,
      ended_at: startedAt + minutes * 60_000,
      duration_ms: minutes * 60_000,
      time_zone: 'UTC',
      saved_at: startedAt + minutes * 60_000,
    });
    await getDatabase()
      .db.insertInto('practice_sessions')
      .values([
        session(member.id, nowMs() - 60_000, 10),
        session(other.id, nowMs() - 3_600_000, 5),
        session(member.id, nowMs() - 2 * day, 20),
        // Outside the 30 days: not counted.
        session(other.id, nowMs() - 31 * day, 7),
      ])
      .execute();
    const response = await call('/api/v1/reports/practice', secrets.reports);
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      totals: { sessions: number; minutes: number; members: number };
      days: { date: string; sessions: number; minutes: number }[];
    };
    expect(report.totals).toEqual({ sessions: 3, minutes: 35, members: 2 });
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toEqual({ date: '2030-03-10', sessions: 2, minutes: 15 });
    expect(report.days.at(-3)).toEqual({ date: '2030-03-08', sessions: 1, minutes: 20 });
    expect(report.days[0]?.date).toBe('2030-02-09');
    const week = (await (
      await call('/api/v1/reports/practice?days=7', secrets.reports)
    ).json()) as typeof report;
    expect(week.days).toHaveLength(7);
    for (const query of ['days=0', 'days=999', 'days=x'])
      expect((await call(`/api/v1/reports/practice?${query}`, secrets.reports)).status).toBe(400);
  });
});
