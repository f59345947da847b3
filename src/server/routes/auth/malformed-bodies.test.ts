import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { bearer, createAuthTestApp, createTestUser, signIn, type TestApp } from '../../testing/auth-test-kit';

/** Every JSON endpoint of /api/auth and bodies that must answer 400 (never 500, never 2xx). */
const endpoints: { path: string; method?: string; auth?: boolean; bodies: unknown[] }[] = [
  {
    path: '/register',
    bodies: [
      {},
      { name: 'A', email: 'a@b.test' },
      { name: '', email: 'a@b.test', password: 'abcdefgh' },
      { name: 'A', email: 'a@b.test', password: '12345' },
      { name: 'A', email: 'not-an-email', password: 'abcdefgh' },
      { name: 'A', email: 'a@b.test', password: 'x'.repeat(257) },
      { name: 'A\u202Egnp.exe', email: 'a@b.test', password: 'abcdefgh' },
    ],
  },
  {
    path: '/register/verify',
    bodies: [
      {},
      { registrationToken: 'x' },
      { registrationToken: 'x', code: '12345' },
      { registrationToken: '', code: '123456' },
    ],
  },
  {
    path: '/login',
    bodies: [{}, { email: 'a@b.test' }, { email: 42, password: 'x' }, { email: 'a@b.test', password: '' }],
  },
  {
    path: '/two-factor/verify',
    bodies: [
      {},
      { challengeToken: 'x' },
      { challengeToken: 'x', code: '12345' },
      { challengeToken: 'x', code: 'abcdef' },
      { challengeToken: 'x', code: '123456', recoveryCode: 'abc' },
    ],
  },
  { path: '/refresh', bodies: [{}, { refreshToken: '' }, { refreshToken: 7 }] },
  { path: '/logout', bodies: [{}, { refreshToken: null }] },
  { path: '/forgot-password', bodies: [{}, { email: 'nope' }] },
  { path: '/reset-password', bodies: [{}, { token: 'x' }, { token: 'x', password: '123' }] },
  { path: '/oauth-session', bodies: [{}, { code: '' }] },
  {
    path: '/me',
    method: 'PATCH',
    auth: true,
    bodies: [{}, { name: '' }, { name: 'x'.repeat(101) }, { displayName: 5 }, { displayName: 'Lin\u200B' }],
  },
  {
    path: '/change-password',
    auth: true,
    bodies: [{}, { currentPassword: 'x' }, { currentPassword: 'x', newPassword: '123' }],
  },
  { path: '/2fa/verify', auth: true, bodies: [{}, { code: '12' }, { code: 123456 }] },
  {
    path: '/escalation',
    auth: true,
    bodies: [
      {},
      { reason: 'nope', mode: 'acknowledge' },
      { reason: 'break-glass', mode: 'justification', justification: ' abc ' },
      { reason: 'user-management', mode: '2fa' },
      { reason: 'admin', mode: 'password' },
      { reason: 'phi', mode: 'teleport' },
    ],
  },
  {
    path: '/reauthenticate',
    auth: true,
    bodies: [
      {},
      { password: 'x', reason: 'admin' },
      { password: 'x', reason: 'admin', mode: '2fa' },
      { password: '', reason: 'admin', mode: 'password' },
      { password: 'x', code: '123456', reason: 'admin', mode: 'password' },
      { oauthCode: '', reason: 'admin', mode: 'password' },
    ],
  },
];

const cases = endpoints.flatMap(({ path, method = 'POST', auth = false, bodies }) => [
  ...bodies.map((body) => ({ path, method, auth, body: JSON.stringify(body), label: JSON.stringify(body) })),
  { path, method, auth, body: '{"broken', label: 'malformed JSON' },
  { path, method, auth, body: '[1,2]', label: 'an array' },
  { path, method, auth, body: 'null', label: 'null' },
]);

describeEachDialect('malformed auth request bodies', (getDatabase) => {
  let app: TestApp;
  let accessToken: string;
  beforeAll(async () => {
    const database = getDatabase();
    app = createAuthTestApp(database).app;
    accessToken = (await signIn(app, (await createTestUser(database)).email)).accessToken;
  });

  it.each(cases)('$method $path answers 400 to $label', async ({ path, method, auth, body }) => {
    const response = await app.request(`/api/auth${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(auth ? bearer(accessToken) : {}) },
      body,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; code: string };
    expect(answer.message.length).toBeGreaterThan(0);
    expect(['validation_failed', 'malformed_json']).toContain(answer.code);
  });

  it.each(['not-a-session', '%E2%9C%93', 'x'.repeat(300)])(
    'DELETE /sessions/%s answers a clear 4xx, never a 500',
    async (id) => {
      const response = await app.request(`/api/auth/sessions/${id}`, {
        method: 'DELETE',
        headers: bearer(accessToken),
      });
      expect([400, 404]).toContain(response.status);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
    },
  );

  // These take no body: a junk one is ignored (they ask for step-up).
  it.each(['/2fa/enable', '/2fa/disable', '/2fa/recovery-codes'])(
    'POST %s with a malformed JSON body never answers 500',
    async (path) => {
      const response = await app.request(`/api/auth${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
        body: '{"broken',
      });
      expect(response.status).toBeLessThan(500);
    },
  );

  it.each(['', 'code=', 'state=x', 'code=a&state=b', '%%%'])(
    'the Apple form_post callback answers %j without a 500',
    async (body) => {
      const response = await app.request('/api/auth/oauth/apple/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBeLessThan(500);
    },
  );

  it('answers 415 to a body that is not JSON', async () => {
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      body: 'email=a&password=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});
