import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate';
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
    bodies: [{}, { name: '' }, { name: 'x'.repeat(101) }, { displayName: 5 }],
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
    ],
  },
];

const cases = endpoints.flatMap(({ path, method = 'POST', auth = false, bodies }) => [
  ...bodies.map((body) => ({ path, method, auth, body: JSON.stringify(body), label: JSON.stringify(body) })),
  { path, method, auth, body: '{"broken', label: 'malformed JSON' },
  { path, method, auth, body: '[1,2]', label: 'an array' },
  { path, method, auth, body: 'null', label: 'null' },
]);

describe('malformed auth request bodies', () => {
  let app: TestApp;
  let accessToken: string;
  beforeAll(async () => {
    const database = createDatabase({ dialect: 'sqlite', file: ':memory:' });
    await migrateToLatest(database.db);
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

  it('answers 415 to a body that is not JSON', async () => {
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      body: 'email=a&password=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});
