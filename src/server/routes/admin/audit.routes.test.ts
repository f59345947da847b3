import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes } from '../../../shared/admin/admin-messages';
import type { AuditResponse } from '../../../shared/admin/audit-log';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-kit';
import { bearer, createAuthTestApp, sendJson, type TestApp } from '../../testing/auth-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);

describeEachDialect('admin audit log API', (getDatabase) => {
  let app: TestApp;
  let first: SignedInAdmin;
  let second: SignedInAdmin;
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    first = await signInAdmin(app, getDatabase(), 'first.admin@audit.test');
    second = await signInAdmin(app, getDatabase(), 'second.admin@audit.test');
    // Five changes 30 s apart (escalation tokens last 5 minutes): three by the first admin, two by the second.
    for (const [index, by] of [first, second, first, second, first].entries()) {
      advanceTime(30_000);
      const response = await sendJson(
        app,
        'POST',
        '/api/admin/users',
        { email: `made${index}@audit.test`, fullName: `Made ${index}`, role: 'user' },
        by.headers,
      );
      if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
    }
  });
  beforeEach(() => setFixedTime(start + 4 * 60_000));
  afterEach(resetClock);

  async function audit(query: string): Promise<AuditResponse> {
    const response = await app.request(`/api/admin/audit?${query}`, { headers: bearer(first.accessToken) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return (await response.json()) as AuditResponse;
  }
  const emails = (response: AuditResponse) => response.items.map((entry) => entry.after?.email);

  it('lists changes newest first, in pages', async () => {
    const page1 = await audit('limit=2');
    expect(emails(page1)).toEqual(['made4@audit.test', 'made3@audit.test']);
    const page2 = await audit(`limit=2&cursor=${page1.nextCursor ?? ''}`);
    expect(emails(page2)).toEqual(['made2@audit.test', 'made1@audit.test']);
    const page3 = await audit(`limit=2&cursor=${page2.nextCursor ?? ''}`);
    expect(emails(page3)).toEqual(['made0@audit.test']);
    expect(page3.nextCursor).toBeNull();
  });

  it('filters by actor id or email, area and time', async () => {
    expect(emails(await audit(`actor=${second.user.id}`))).toEqual(['made3@audit.test', 'made1@audit.test']);
    expect(emails(await audit('actor=FIRST.ADMIN@audit.test'))).toEqual([
      'made4@audit.test',
      'made2@audit.test',
      'made0@audit.test',
    ]);
    expect((await audit('area=feature-flags')).items).toEqual([]);
    expect((await audit('area=users')).items).toHaveLength(5);
    const from = new Date(start + 120_000).toISOString();
    const to = new Date(start + 180_000).toISOString();
    expect(emails(await audit(`from=${from}&to=${to}`))).toEqual([
      'made3@audit.test',
      'made2@audit.test',
      'made1@audit.test',
    ]);
  });

  it('reads the pinned query form with empty values as no filter', async () => {
    expect(await audit('actor=&area=&cursor=')).toEqual(await audit(''));
    expect(await audit('actor=&area=&from=&to=&cursor=&limit=2')).toEqual(await audit('limit=2'));
  });

  it('refuses bad filters and cursors with 400, and cannot be written to', async () => {
    const headers = bearer(first.accessToken);
    for (const query of ['area=billing', 'from=yesterday', 'limit=500', 'extra=1', 'cursor=garbage']) {
      const response = await app.request(`/api/admin/audit?${query}`, { headers });
      expect(response.status).toBe(400);
    }
    const cursor = await app.request('/api/admin/audit?cursor=bm90LWpzb24', { headers });
    expect(await cursor.json()).toMatchObject({ code: adminErrorCodes.invalidCursor });
    for (const method of ['POST', 'PATCH', 'DELETE'])
      expect([404, 405]).toContain((await sendJson(app, method, '/api/admin/audit', {}, headers)).status);
  });
});
