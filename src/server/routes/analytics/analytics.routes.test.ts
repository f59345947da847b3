import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';
import { createTestApp } from '../../testing/test-app';

const start = Date.UTC(2030, 4, 3, 9, 0, 0);

describeEachDialect('analytics backend', (getDatabase) => {
  let app: TestApp;
  beforeAll(() => {
    app = createAuthTestApp(getDatabase()).app;
  });
  beforeEach(() => setFixedTime(start));
  afterEach(resetClock);

  const track = (body: unknown, headers: Record<string, string> = {}) =>
    sendJson(app, 'POST', '/api/analytics/track', body, headers);
  const identify = (body: unknown, headers: Record<string, string> = {}) =>
    sendJson(app, 'POST', '/api/analytics/identify', body, headers);
  const stored = (where: { distinctId?: string; userId?: string }) => {
    let query = getDatabase().db.selectFrom('analytics_events').selectAll();
    if (where.distinctId !== undefined) query = query.where('distinct_id', '=', where.distinctId);
    if (where.userId !== undefined) query = query.where('user_id', '=', where.userId);
    return query.orderBy('received_at').execute();
  };

  it('stores a tracked event with its properties and the server’s received time', async () => {
    const properties = {
      page_path: '/practice',
      page_name: 'Practice',
      referrer: '/',
      timestamp: '2030-05-03T08:59:59.000Z',
      context: { locale: 'en', theme: { mode: 'dark' } },
    };
    const response = await track({ event: 'page_view', properties, userId: 'anon-1' });
    expect(response.status).toBe(204);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const [row, ...rest] = await stored({ distinctId: 'anon-1' });
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ kind: 'track', event: 'page_view', user_id: null, received_at: start });
    expect(JSON.parse(row!.properties)).toEqual(properties);
  });

  it('takes the account from the session, never from the body', async () => {
    const member = await createTestUser(getDatabase());
    const other = await createTestUser(getDatabase());
    const auth = bearer((await signIn(app, member.email)).accessToken);

    // Signed in: the member's own events, whatever userId the body names.
    expect((await track({ event: 'button_click', userId: other.id }, auth)).status).toBe(204);
    expect((await identify({ userId: other.id, properties: { plan: 'pro' } }, auth)).status).toBe(204);
    const own = await stored({ userId: member.id });
    expect(own.map((row) => [row.kind, row.event, row.distinct_id])).toEqual([
      ['track', 'button_click', null],
      ['identify', null, null],
    ]);
    expect(JSON.parse(own[1]!.properties)).toEqual({ plan: 'pro' });

    // Signed out: a stated member id is kept only as an anonymous distinct id.
    expect((await track({ event: 'page_view', userId: other.id })).status).toBe(204);
    expect((await identify({ userId: other.id })).status).toBe(204);
    expect(await stored({ userId: other.id })).toEqual([]);
    const anonymous = await stored({ distinctId: other.id });
    expect(anonymous.map((row) => [row.kind, row.user_id, row.properties])).toEqual([
      ['track', null, '{}'],
      ['identify', null, '{}'],
    ]);

    // A token that does not verify is refused, not taken as signed out.
    expect((await track({ event: 'page_view' }, bearer('forged'))).status).toBe(401);
  });

  it('refuses malformed bodies with 400 and a message, never a 500', async () => {
    const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
    let deep: unknown = 'bottom';
    for (let level = 0; level < 6; level += 1) deep = { nested: deep };
    const eventCount = async () =>
      (await getDatabase().db.selectFrom('analytics_events').select('id').execute()).length;
    const before = await eventCount();
    const cases: [string, string, unknown][] = [
      ['track', 'missing event', { properties: {} }],
      ['track', 'bad event name', { event: 'page view' }],
      ['track', 'event starting with a digit', { event: '1st_visit' }],
      ['track', 'event name too long', { event: `e${'x'.repeat(64)}` }],
      ['track', 'event not a string', { event: 42 }],
      ['track', '33 keys', { event: 'page_view', properties: keys(33) }],
      [
        'track',
        '33 keys with nesting',
        { event: 'page_view', properties: { ...keys(30), a: { b: 1, c: 2 } } },
      ],
      ['track', 'over 8 KB', { event: 'page_view', properties: { text: 'x'.repeat(8 * 1024) } }],
      ['track', 'too deep', { event: 'page_view', properties: deep }],
      ['track', 'properties an array', { event: 'page_view', properties: [1, 2] }],
      ['track', 'properties null', { event: 'page_view', properties: null }],
      ['track', 'extra field', { event: 'page_view', distinctId: 'x' }],
      ['track', 'userId a number', { event: 'page_view', userId: 7 }],
      ['track', 'userId too long', { event: 'page_view', userId: 'u'.repeat(129) }],
      ['identify', 'missing userId', { properties: {} }],
      ['identify', 'empty userId', { userId: ' ' }],
      ['identify', 'an event', { userId: 'u1', event: 'page_view' }],
      ['identify', '33 keys', { userId: 'u1', properties: keys(33) }],
      ['track', 'not an object', 'page_view'],
    ];
    for (const [endpoint, name, body] of cases) {
      const response = await (endpoint === 'track' ? track(body) : identify(body));
      expect(response.status, name).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message, name).not.toBe('');
    }
    // Arrays inside arrays 20,000 deep (40 KB, within the body limit): refused, not a stack overflow.
    const nested = `{"event":"page_view","properties":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
    const deepArrays = await app.request('/api/analytics/track', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: nested,
    });
    expect(deepArrays.status).toBe(400);
    expect(await deepArrays.json()).toMatchObject({ message: expect.stringContaining('5 levels') });
    expect(await eventCount()).toBe(before);
  });

  it('accepts properties right at the limits', async () => {
    const full = Object.fromEntries(Array.from({ length: 32 }, (_, i) => [`k${i}`, 'v']));
    expect((await track({ event: 'limits.keys', properties: full, userId: 'edge' })).status).toBe(204);
    const big = { text: 'x'.repeat(8 * 1024 - '{"text":""}'.length) };
    expect((await track({ event: 'limits.bytes', properties: big, userId: 'edge' })).status).toBe(204);
    const oneMore = { text: `${big.text}x` };
    expect((await track({ event: 'limits.bytes', properties: oneMore, userId: 'edge' })).status).toBe(400);
    expect(await stored({ distinctId: 'edge' })).toHaveLength(2);
  });

  it('limits calls per client address, track and identify together', async () => {
    // RATE_LIMIT_MULTIPLIER 0.01: 600 per 5 minutes becomes 6.
    const limited = createTestApp({
      database: getDatabase(),
      env: { RATE_LIMIT_MULTIPLIER: '0.01', TRUST_PROXY: 'true' },
    }).app;
    const from = (ip: string, path = '/api/analytics/track', body: unknown = { event: 'page_view' }) =>
      sendJson(limited, 'POST', path, body, { 'X-Forwarded-For': ip });
    for (let index = 0; index < 3; index += 1) expect((await from('203.0.113.30')).status).toBe(204);
    for (let index = 0; index < 3; index += 1)
      expect((await from('203.0.113.30', '/api/analytics/identify', { userId: 'u' })).status).toBe(204);
    const refused = await from('203.0.113.30');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(5 * 60));
    expect((await from('203.0.113.30', '/api/analytics/identify', { userId: 'u' })).status).toBe(429);
    expect((await from('203.0.113.31')).status).toBe(204);
  });
});
