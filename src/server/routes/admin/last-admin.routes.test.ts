import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-kit';
import { createAuthTestApp, sendJson, type TestApp } from '../../testing/auth-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);

describeEachDialect('admin users API: the last admin', (getDatabase) => {
  let app: TestApp;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    admin = await signInAdmin(app, getDatabase());
  });
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);

  const send = (method: string, path: string, body?: unknown) =>
    sendJson(app, method, `/api/admin/users${path}`, body, admin.headers);
  const auditCount = async () =>
    (await getDatabase().db.selectFrom('audit_log').select('id').execute()).length;
  const adminIds = async () =>
    (await getDatabase().db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).map(
      (row) => row.id,
    );

  it('refuses to demote the only admin, recording nothing', async () => {
    expect(await adminIds()).toEqual([admin.user.id]);
    const before = await auditCount();
    const response = await send('PATCH', `/${admin.user.id}`, { role: 'editor' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: adminErrorCodes.lastAdmin,
      message: adminMessages.lastAdmin,
    });
    expect(await auditCount()).toBe(before);
    // Other changes to the last admin still go through.
    expect((await send('PATCH', `/${admin.user.id}`, { displayName: 'Root' })).status).toBe(200);
  });

  it('lets one of two admins demote the other, but not both at once', async () => {
    const second = await signInAdmin(app, getDatabase());
    const demote = (by: SignedInAdmin, target: SignedInAdmin) =>
      sendJson(app, 'PATCH', `/api/admin/users/${target.user.id}`, { role: 'user' }, by.headers);
    const results = await Promise.all([demote(admin, second), demote(second, admin)]);
    // The loser is refused as the last admin, or, when it came second, as no admin any more.
    expect(results.map((response) => response.status).sort()).toEqual([200, expect.toBeOneOf([403, 409])]);
    expect(await adminIds()).toHaveLength(1);
  });

  it('lets one of two admins delete the other, but not both at once', async () => {
    const [first, second] = [await signInAdmin(app, getDatabase()), await signInAdmin(app, getDatabase())];
    await getDatabase()
      .db.updateTable('users')
      .set({ role: 'user' })
      .where('id', 'not in', [first.user.id, second.user.id])
      .execute();
    const remove = (by: SignedInAdmin, target: SignedInAdmin) =>
      sendJson(app, 'DELETE', `/api/admin/users/${target.user.id}`, undefined, by.headers);
    const results = await Promise.all([remove(first, second), remove(second, first)]);
    // The loser is refused as the last admin, or, when it came second, as deleted.
    expect(results.map((response) => response.status).sort()).toEqual([204, expect.toBeOneOf([401, 409])]);
    expect(await adminIds()).toHaveLength(1);
  });
});
