import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Role } from '../../../shared/auth/roles';
import type { FeatureFlag, FeatureFlagList, ResolvedFlags } from '../../../shared/flags/feature-flag';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { FLAG_CACHE_MS } from '../../services/flags/flag-rule-cache';
import { seedFeatureFlags } from '../../services/flags/seed-feature-flags';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);

describeEachDialect('GET /api/flags', (getDatabase) => {
  let app: TestApp;
  let admin: Record<string, string>;
  const signedIn = async (role: Role) => {
    const user = await createTestUser(getDatabase(), { role });
    return { id: user.id, headers: bearer((await signIn(app, user.email)).accessToken) };
  };
  const flagsFor = async (headers: Record<string, string> = {}) => {
    const response = await app.request('/api/flags', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return ((await response.json()) as ResolvedFlags).flags;
  };
  /** Creates a flag through the console API; evaluation sees it once the provider's cache lapses. */
  const createFlag = async (body: Record<string, unknown>) => {
    const response = await sendJson(app, 'POST', '/api/admin/feature-flags', body, admin);
    expect(response.status).toBe(201);
    advanceTime(FLAG_CACHE_MS);
    return (await response.json()) as FeatureFlag;
  };

  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    await seedFeatureFlags(getDatabase().db);
    admin = (await signedIn('admin')).headers;
  });
  // The clock only moves forward here, so the provider's cache lapses exactly when a test says so.
  afterAll(resetClock);

  it('resolves the seeded flags on, signed in or out', async () => {
    const expected = { 'gallery-replay': true, 'live-tracing-feedback': true };
    expect(await flagsFor()).toMatchObject(expected);
    expect(await flagsFor((await signedIn('user')).headers)).toMatchObject(expected);
  });

  it('refuses a bad token with 401 rather than treating the caller as signed out', async () => {
    const response = await app.request('/api/flags', { headers: bearer('not-a-token') });
    expect(response.status).toBe(401);
  });

  it('follows roles: a flag for editors is on for editors and admins listed, off for members and the signed out', async () => {
    await createFlag({ key: 'editor-tools', enabled: true, roles: ['editor'] });
    expect((await flagsFor((await signedIn('editor')).headers))['editor-tools']).toBe(true);
    expect((await flagsFor((await signedIn('user')).headers))['editor-tools']).toBe(false);
    expect((await flagsFor(admin))['editor-tools']).toBe(false);
    expect((await flagsFor())['editor-tools']).toBe(false);
  });

  it('splits a rollout stably per member, and leaves signed-out callers out of it', async () => {
    await createFlag({ key: 'half-rollout', enabled: true, rolloutPercentage: 50 });
    const members = await Promise.all(Array.from({ length: 16 }, () => signedIn('user')));
    const first = await Promise.all(members.map(async (m) => (await flagsFor(m.headers))['half-rollout']));
    advanceTime(FLAG_CACHE_MS);
    const again = await Promise.all(members.map(async (m) => (await flagsFor(m.headers))['half-rollout']));
    expect(again).toEqual(first);
    // 16 members all on one side of a 50 % split would be a 1 in 32,768 chance.
    expect(new Set(first)).toEqual(new Set([true, false]));
    expect((await flagsFor())['half-rollout']).toBe(false);
  });

  it('applies a change made in the console within the cache time, and a deleted flag falls back to its default', async () => {
    const list = (await (
      await app.request('/api/admin/feature-flags', { headers: admin })
    ).json()) as FeatureFlagList;
    const replay = list.items.find((flag) => flag.key === 'gallery-replay')!;
    const feedback = list.items.find((flag) => flag.key === 'live-tracing-feedback')!;
    await flagsFor();
    expect(
      (await sendJson(app, 'PATCH', `/api/admin/feature-flags/${replay.id}`, { enabled: false }, admin))
        .status,
    ).toBe(200);
    expect(
      (
        await sendJson(
          app,
          'PATCH',
          `/api/admin/feature-flags/${feedback.id}`,
          { rolloutPercentage: 0 },
          admin,
        )
      ).status,
    ).toBe(200);
    advanceTime(FLAG_CACHE_MS);
    expect(await flagsFor()).toMatchObject({ 'gallery-replay': false, 'live-tracing-feedback': false });
    expect(
      (await sendJson(app, 'DELETE', `/api/admin/feature-flags/${replay.id}`, undefined, admin)).status,
    ).toBe(204);
    advanceTime(FLAG_CACHE_MS);
    expect((await flagsFor())['gallery-replay']).toBe(true);
  });
});
