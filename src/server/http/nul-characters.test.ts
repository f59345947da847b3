import { sql } from 'kysely';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setFixedTime } from '../clock';
import { describeEachDialect } from '../db/testing/each-dialect';
import { signInAdmin, type SignedInAdmin } from '../testing/admin-test-kit';
import { createAuthTestApp, type TestApp } from '../testing/auth-test-kit';
import { containsNul, isInvalidTextError, nulCode, nulMessage } from './nul-characters';

async function expectNulRefused(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: nulMessage, code: nulCode });
}

describeEachDialect('NUL characters in requests', (getDatabase) => {
  let app: TestApp;
  let admin: SignedInAdmin;
  beforeAll(() => {
    app = createAuthTestApp(getDatabase()).app;
  });
  beforeEach(async () => {
    setFixedTime(Date.UTC(2030, 0, 1));
    admin = await signInAdmin(app, getDatabase());
  });
  afterEach(resetClock);

  it('refuses a NUL in a path or a query with 400, whatever the route', async () => {
    for (const path of [
      '/api/admin/feature-flags/%00',
      '/api/admin/users?search=a%00b',
      '/api/admin/audit?actor=%00',
      '/api/v1/users?cursor=%00',
    ])
      await expectNulRefused(await app.request(path, { headers: admin.headers }));
  });

  it('refuses a NUL in any string or key of a JSON body, and stores nothing', async () => {
    const post = (body: unknown) =>
      app.request('/api/admin/service-accounts', {
        method: 'POST',
        headers: { ...admin.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await expectNulRefused(await post({ name: 'Nightly\u0000export' }));
    await expectNulRefused(await post({ name: 'Nightly', description: 'Exports\u0000' }));
    // A body the schema refuses anyway is told what the schema says.
    expect((await post({ name: 'Nightly', ['key\u0000']: 1 })).status).toBe(400);
    const stored = await getDatabase().db.selectFrom('service_accounts').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a NUL in a form field', async () => {
    const form = new FormData();
    form.set('name', 'Calm\u0000');
    form.set('altText', 'Calm shapes');
    form.set('color', '#336699');
    form.set('sortOrder', '10');
    const response = await app.request('/api/admin/content/categories', {
      method: 'POST',
      headers: admin.headers,
      body: form,
    });
    await expectNulRefused(response);
  });

  it("recognises the database's own refusal of a NUL, the last guard", async () => {
    const database = getDatabase();
    const query = sql<{ text: string }>`select cast(${'a\u0000b'} as text) as text`.execute(database.db);
    if (database.dialect === 'postgres') {
      const error = await query.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(isInvalidTextError(error)).toBe(true);
    } else {
      // SQLite stores it; only PostgreSQL refuses, so only there can it surface as an error.
      await expect(query).resolves.toBeDefined();
    }
    expect(isInvalidTextError(new Error('other'))).toBe(false);
  });
});

describe('containsNul', () => {
  it('finds a NUL in any string or key, however deep, and nothing in clean values', () => {
    expect(containsNul(['deep', { x: [1, { y: 'a\u0000' }] }])).toBe(true);
    expect(containsNul({ ['key\u0000']: 1 })).toBe(true);
    expect(containsNul({ name: 'Calm', tags: ['a', 'b'], n: 1, ok: true, none: null })).toBe(false);
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(containsNul(deep)).toBe(true);
  });
});
