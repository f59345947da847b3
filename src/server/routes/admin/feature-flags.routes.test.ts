import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { AuditResponse } from '../../../shared/admin/audit-log';
import type { Role } from '../../../shared/auth/roles';
import type { FeatureFlag, FeatureFlagList } from '../../../shared/flags/feature-flag';
import { flagErrorCodes, flagMessages } from '../../../shared/flags/flag-messages';
import { resetClock, setFixedTime } from '../../clock';
import type { Database } from '../../db/create-database';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedFeatureFlags } from '../../services/flags/seed-feature-flags';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';
import { expectApiError, expectStaffOnly } from '../../testing/admin-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);
const base = '/api/admin/feature-flags';

const auditCount = async (database: Database) =>
  (await database.db.selectFrom('audit_log').select('id').where('area', '=', 'feature-flags').execute())
    .length;

describeEachDialect('admin feature flags API', (getDatabase) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let adminEmail: string;
  const headersOf = async (role: Role) => {
    const user = await createTestUser(getDatabase(), { role });
    return { email: user.email, headers: bearer((await signIn(app, user.email)).accessToken) };
  };
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    await seedFeatureFlags(getDatabase().db);
    const signedInAdmin = await headersOf('admin');
    [admin, adminEmail] = [signedInAdmin.headers, signedInAdmin.email];
    editor = (await headersOf('editor')).headers;
  });
  beforeEach(() => setFixedTime(start + 60_000));
  afterEach(resetClock);

  const send = (method: string, path: string, body?: unknown, headers = admin) =>
    sendJson(app, method, `${base}${path}`, body, headers);
  const create = async (body: Record<string, unknown>, headers = admin) => {
    const response = await send('POST', '', body, headers);
    expect(response.status).toBe(201);
    return (await response.json()) as FeatureFlag;
  };
  it('answers 401 signed out and 403 to a member, on every endpoint', async () => {
    await expectStaffOnly(app, base, (await headersOf('user')).headers, [
      ['GET', ''],
      ['POST', ''],
      ['PATCH', '/some-id'],
      ['DELETE', '/some-id'],
    ]);
  });

  it('lists the seeded flags, on for everyone, to an admin and an editor alike', async () => {
    for (const headers of [admin, editor]) {
      const response = await send('GET', '', undefined, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const { items } = (await response.json()) as FeatureFlagList;
      expect(items.filter((flag) => ['gallery-replay', 'live-tracing-feedback'].includes(flag.key))).toEqual([
        expect.objectContaining({ key: 'gallery-replay', enabled: true, rolloutPercentage: 100, roles: [] }),
        expect.objectContaining({
          key: 'live-tracing-feedback',
          enabled: true,
          rolloutPercentage: 100,
          roles: [],
        }),
      ]);
    }
  });

  it('creates a flag with defaults, audited with the request id, and refuses a key in use', async () => {
    const response = await sendJson(
      app,
      'POST',
      base,
      { key: 'quiet-hours' },
      { ...editor, 'X-Request-Id': 'req-flag-1' },
    );
    expect(response.status).toBe(201);
    const flag = (await response.json()) as FeatureFlag;
    expect(flag).toMatchObject({
      key: 'quiet-hours',
      description: '',
      enabled: false,
      rolloutPercentage: 100,
      roles: [],
    });
    const audit = await app.request('/api/admin/audit?area=feature-flags', { headers: admin });
    const { items } = (await audit.json()) as AuditResponse;
    expect(items.find((entry) => entry.targetId === flag.id)).toMatchObject({
      action: 'feature-flag.create',
      before: null,
      after: { key: 'quiet-hours', enabled: false },
      requestId: 'req-flag-1',
    });
    const before = await auditCount(getDatabase());
    await expectApiError(
      await send('POST', '', { key: 'quiet-hours' }),
      409,
      flagErrorCodes.keyTaken,
      flagMessages.keyTaken,
    );
    expect(await auditCount(getDatabase())).toBe(before);
  });

  it('refuses bad input with 400 and records nothing', async () => {
    const before = await auditCount(getDatabase());
    for (const body of [
      {},
      { key: 'Quiet-Hours' },
      { key: 'quiet_hours' },
      { key: 'trailing-' },
      { key: 'a--b' },
      { key: 'x'.repeat(65) },
      { key: 'ok-key', rolloutPercentage: 101 },
      { key: 'ok-key', rolloutPercentage: -1 },
      { key: 'ok-key', rolloutPercentage: 12.5 },
      { key: 'ok-key', roles: ['owner'] },
      { key: 'ok-key', roles: ['user', 'user'] },
      { key: 'ok-key', enabled: 'yes' },
      { key: 'ok-key', extra: 1 },
      [],
      'key',
    ])
      await expectApiError(await send('POST', '', body), 400, 'validation_failed');
    const malformed = await app.request(base, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: '{"key":',
    });
    await expectApiError(malformed, 400, 'malformed_json');
    expect(await auditCount(getDatabase())).toBe(before);
  });

  it('changes only what differs, says when nothing does, and audits before and after', async () => {
    const flag = await create({ key: 'slow-breath', description: 'Slower breathing guide', roles: ['user'] });
    const response = await send('PATCH', `/${flag.id}`, {
      enabled: true,
      rolloutPercentage: 30,
      roles: ['editor', 'user'],
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as FeatureFlag;
    expect(updated).toMatchObject({
      key: 'slow-breath',
      enabled: true,
      rolloutPercentage: 30,
      roles: ['editor', 'user'],
    });
    const audit = await app.request(
      `/api/admin/audit?area=feature-flags&actor=${encodeURIComponent(adminEmail)}`,
      { headers: admin },
    );
    const entry = ((await audit.json()) as AuditResponse).items.find(
      (item) => item.targetId === flag.id && item.action === 'feature-flag.update',
    );
    expect(entry).toMatchObject({
      before: { enabled: false, rolloutPercentage: 100, roles: ['user'] },
      after: { enabled: true, rolloutPercentage: 30, roles: ['editor', 'user'] },
    });
    const before = await auditCount(getDatabase());
    for (const body of [
      {},
      { enabled: true, roles: ['user', 'editor'], description: 'Slower breathing guide' },
    ])
      await expectApiError(
        await send('PATCH', `/${flag.id}`, body),
        400,
        adminErrorCodes.noChanges,
        adminMessages.noChanges,
      );
    for (const body of [{ key: 'renamed' }, { rolloutPercentage: 200 }, { roles: 'user' }, { enabled: null }])
      await expectApiError(await send('PATCH', `/${flag.id}`, body), 400, 'validation_failed');
    await expectApiError(
      await send('PATCH', '/no-such-flag', { enabled: true }),
      404,
      flagErrorCodes.flagNotFound,
    );
    expect(await auditCount(getDatabase())).toBe(before);
  });

  it('deletes a flag and records what it was', async () => {
    const flag = await create({ key: 'to-remove', enabled: true });
    const response = await sendJson(app, 'DELETE', `${base}/${flag.id}`, undefined, {
      ...editor,
      'X-Request-Id': 'req-flag-del',
    });
    expect(response.status).toBe(204);
    const { items } = (await (await send('GET', '')).json()) as FeatureFlagList;
    expect(items.map((item) => item.key)).not.toContain('to-remove');
    const audit = await app.request('/api/admin/audit?area=feature-flags', { headers: admin });
    expect(
      ((await audit.json()) as AuditResponse).items.find(
        (item) => item.targetId === flag.id && item.action === 'feature-flag.delete',
      ),
    ).toMatchObject({
      before: { key: 'to-remove', enabled: true },
      after: null,
      requestId: 'req-flag-del',
    });
    await expectApiError(
      await send('DELETE', `/${flag.id}`),
      404,
      flagErrorCodes.flagNotFound,
      flagMessages.flagNotFound,
    );
  });

  it('seeds once: an admin’s changes and deletions survive the next start', async () => {
    const { items } = (await (await send('GET', '')).json()) as FeatureFlagList;
    const replay = items.find((flag) => flag.key === 'gallery-replay')!;
    const feedback = items.find((flag) => flag.key === 'live-tracing-feedback')!;
    expect((await send('PATCH', `/${replay.id}`, { enabled: false })).status).toBe(200);
    expect((await send('DELETE', `/${feedback.id}`)).status).toBe(204);
    await seedFeatureFlags(getDatabase().db);
    const after = (await (await send('GET', '')).json()) as FeatureFlagList;
    expect(after.items.find((flag) => flag.key === 'gallery-replay')?.enabled).toBe(false);
    expect(after.items.find((flag) => flag.key === 'live-tracing-feedback')).toBeUndefined();
  });
});
