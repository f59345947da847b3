import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { AdminUser } from '../../../shared/admin/admin-users';
import type { AuditResponse } from '../../../shared/admin/audit-log';
import { authMessages } from '../../../shared/auth/auth-messages';
import { escalationRequiredCode } from '../../../shared/auth/escalation';
import { resetClock, setFixedTime } from '../../clock';
import type { Database } from '../../db/create-database';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-kit';
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

const start = Date.UTC(2030, 2, 1, 9, 0, 0);

async function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}

async function auditCount(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeEachDialect('admin users API: access', (getDatabase) => {
  let app: TestApp;
  beforeAll(() => {
    app = createAuthTestApp(getDatabase()).app;
  });
  beforeEach(() => setFixedTime(start));
  afterEach(resetClock);

  const calls = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['PATCH', '/api/admin/users/some-id'],
    ['DELETE', '/api/admin/users/some-id'],
    ['GET', '/api/admin/audit'],
  ] as const;

  it('answers 401 signed out and 403 to a user or an editor, on every endpoint', async () => {
    const headersOf = async (role: 'user' | 'editor') =>
      bearer((await signIn(app, (await createTestUser(getDatabase(), { role })).email)).accessToken);
    const roles = { user: await headersOf('user'), editor: await headersOf('editor') };
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : {};
      await expectError(await sendJson(app, method, path, body), 401, 'unauthorized');
      for (const headers of Object.values(roles))
        await expectError(
          await sendJson(app, method, path, body, headers),
          403,
          'forbidden',
          authMessages.forbidden,
        );
    }
  });

  it('tells an admin without two-factor to turn it on first', async () => {
    const admin = await createTestUser(getDatabase(), { role: 'admin' });
    const { accessToken } = await signIn(app, admin.email);
    const response = await app.request('/api/admin/users', { headers: bearer(accessToken) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: escalationRequiredCode,
      mode: '2fa',
      reason: 'user-management',
      message: authMessages.twoFactorSetupRequired,
      methods: [],
    });
    // The audit log is admin-only but read-only: no step-up.
    expect((await app.request('/api/admin/audit', { headers: bearer(accessToken) })).status).toBe(200);
  });

  it('asks an admin with two-factor for a code, and a password step-up does not do', async () => {
    const admin = await signInAdmin(app, getDatabase());
    const plain = await app.request('/api/admin/users', { headers: bearer(admin.accessToken) });
    expect(plain.status).toBe(403);
    expect(await plain.json()).toMatchObject({ code: escalationRequiredCode, mode: '2fa', methods: ['2fa'] });
    const password = await stepUpHeaders(app, admin.accessToken, testPassword, 'security-settings');
    const wrongCategory = await app.request('/api/admin/users', {
      headers: { ...bearer(admin.accessToken), ...password },
    });
    expect(wrongCategory.status).toBe(403);
    const allowed = await app.request('/api/admin/users', { headers: admin.headers });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describeEachDialect('admin users API: changes and their audit', (getDatabase) => {
  let app: TestApp;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    admin = await signInAdmin(app, getDatabase());
  });
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);

  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    sendJson(app, method, `/api/admin/users${path}`, body, { ...admin.headers, ...headers });
  const create = async (body: Record<string, unknown>) => {
    const response = await send('POST', '', body);
    expect(response.status).toBe(201);
    return (await response.json()) as AdminUser;
  };
  /** The target's entries of one action (entries of one millisecond have no set order). */
  const auditFor = async (targetId: string, action: string) => {
    const response = await app.request(`/api/admin/audit?area=users`, { headers: bearer(admin.accessToken) });
    const { items } = (await response.json()) as AuditResponse;
    return items.filter((entry) => entry.targetId === targetId && entry.action === action);
  };

  it('creates an account and records it with the request id, never the password hash', async () => {
    const response = await send(
      'POST',
      '',
      {
        email: 'New.Person@Example.test',
        fullName: 'New Person',
        role: 'editor',
        externalId: 'hr-42',
        password: 'quiet-harbour-88',
      },
      { 'X-Request-Id': 'req-create-1' },
    );
    expect(response.status).toBe(201);
    const user = (await response.json()) as AdminUser;
    expect(user).toMatchObject({
      email: 'new.person@example.test',
      fullName: 'New Person',
      displayName: null,
      role: 'editor',
      externalId: 'hr-42',
      hasPassword: true,
      twoFactorEnabled: false,
    });
    expect((await signIn(app, 'new.person@example.test', 'quiet-harbour-88')).accessToken).toBeTruthy();
    const [entry] = await auditFor(user.id, 'user.create');
    expect(entry).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email },
      area: 'users',
      action: 'user.create',
      before: null,
      after: { email: 'new.person@example.test', role: 'editor' },
      requestId: 'req-create-1',
    });
    const stored = await getDatabase()
      .db.selectFrom('audit_log')
      .select('after_json')
      .where('target_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.after_json).not.toContain('argon2');
  });

  it('refuses a taken email (any case), a common password and bad input, recording nothing', async () => {
    await create({ email: 'taken@example.test', fullName: 'Taken', role: 'user' });
    const before = await auditCount(getDatabase());
    await expectError(
      await send('POST', '', { email: 'TAKEN@example.test', fullName: 'Again', role: 'user' }),
      409,
      adminErrorCodes.emailTaken,
      adminMessages.emailTaken,
    );
    await expectError(
      await send('POST', '', {
        email: 'common@example.test',
        fullName: 'C',
        role: 'user',
        password: 'password',
      }),
      400,
      'password_too_common',
    );
    await expectError(
      await send('POST', '', { email: 'short@example.test', fullName: 'S', role: 'user', password: 'abc' }),
      400,
      'validation_failed',
      authMessages.passwordTooShort,
    );
    await expectError(
      await send('POST', '', { email: 'r@example.test', fullName: 'R', role: 'owner' }),
      400,
      'validation_failed',
    );
    await expectError(
      await send('POST', '', { email: 'x@example.test', fullName: 'X', role: 'user', isAdmin: true }),
      400,
      'validation_failed',
    );
    await expectError(
      await send('POST', '', { email: 'not-an-email', fullName: 'X', role: 'user' }),
      400,
      'validation_failed',
    );
    await expectError(
      await send('POST', '', { email: 'bidi@example.test', fullName: 'Admin\u202Etxt.exe', role: 'user' }),
      400,
      'validation_failed',
      `fullName: ${authMessages.nameInvisibleCharacters}`,
    );
    const malformed = await app.request('/api/admin/users', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    await expectError(malformed, 400, 'malformed_json');
    expect(await auditCount(getDatabase())).toBe(before);
    const common = await getDatabase()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', 'common@example.test')
      .executeTakeFirst();
    expect(common).toBeUndefined();
  });

  it('updates what differs, says when nothing does, and keeps emails unique', async () => {
    const user = await create({ email: 'edit.me@example.test', fullName: 'Edit Me', role: 'user' });
    const other = await create({ email: 'other.one@example.test', fullName: 'Other', role: 'user' });
    const response = await send(
      'PATCH',
      `/${user.id}`,
      { fullName: 'Edited', displayName: 'Ed', role: 'editor' },
      { 'X-Request-Id': 'req-edit-1' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ fullName: 'Edited', displayName: 'Ed', role: 'editor' });
    const [latest] = await auditFor(user.id, 'user.update');
    expect(latest).toMatchObject({
      action: 'user.update',
      before: { fullName: 'Edit Me', displayName: null, role: 'user' },
      after: { fullName: 'Edited', displayName: 'Ed', role: 'editor' },
      requestId: 'req-edit-1',
    });
    const before = await auditCount(getDatabase());
    for (const body of [{}, { fullName: 'Edited', role: 'editor', email: 'EDIT.ME@example.test' }])
      await expectError(
        await send('PATCH', `/${user.id}`, body),
        400,
        adminErrorCodes.noChanges,
        adminMessages.noChanges,
      );
    await expectError(
      await send('PATCH', `/${user.id}`, { email: other.email }),
      409,
      adminErrorCodes.emailTaken,
    );
    await expectError(
      await send('PATCH', '/no-such-user', { fullName: 'Nobody' }),
      404,
      adminErrorCodes.userNotFound,
    );
    await expectError(await send('PATCH', `/${user.id}`, { role: 'root' }), 400, 'validation_failed');
    await expectError(await send('PATCH', `/${user.id}`, { password_hash: 'x' }), 400, 'validation_failed');
    const invisible = [
      ['fullName', 'Admin\u202Etxt.exe'],
      ['displayName', 'Ed\u200B'],
      ['fullName', 'A\u0000'],
    ] as const;
    for (const [field, text] of invisible)
      await expectError(
        await send('PATCH', `/${user.id}`, { [field]: text }),
        400,
        'validation_failed',
        `${field}: ${authMessages.nameInvisibleCharacters}`,
      );
    expect(await auditCount(getDatabase())).toBe(before);
    // An empty text clears an optional field.
    const cleared = await send('PATCH', `/${user.id}`, { displayName: '' });
    expect(await cleared.json()).toMatchObject({ displayName: null });
  });

  it('signs the account out everywhere when an admin sets its password', async () => {
    const member = await createTestUser(getDatabase(), { role: 'user' });
    const { accessToken } = await signIn(app, member.email);
    expect((await app.request('/api/auth/me', { headers: bearer(accessToken) })).status).toBe(200);
    const response = await send('PATCH', `/${member.id}`, { password: 'fresh-meadow-2468' });
    expect(response.status).toBe(200);
    expect((await app.request('/api/auth/me', { headers: bearer(accessToken) })).status).toBe(401);
    expect((await signIn(app, member.email, 'fresh-meadow-2468')).accessToken).toBeTruthy();
    const [entry] = await auditFor(member.id, 'user.update');
    expect(entry?.after).toMatchObject({ passwordChanged: true, hasPassword: true });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('deletes an account with its sessions, and records what it was', async () => {
    const member = await createTestUser(getDatabase(), { role: 'user' });
    await signIn(app, member.email);
    const response = await send('DELETE', `/${member.id}`, undefined, { 'X-Request-Id': 'req-delete-1' });
    expect(response.status).toBe(204);
    const db = getDatabase().db;
    expect(
      await db.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom('auth_sessions').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    const [entry] = await auditFor(member.id, 'user.delete');
    expect(entry).toMatchObject({
      action: 'user.delete',
      before: { email: member.email },
      after: null,
      requestId: 'req-delete-1',
    });
    await expectError(await send('DELETE', `/${member.id}`), 404, adminErrorCodes.userNotFound);
  });

  it('never lets an admin delete their own account', async () => {
    await expectError(
      await send('DELETE', `/${admin.user.id}`),
      409,
      adminErrorCodes.deleteSelf,
      adminMessages.deleteSelf,
    );
  });
});
