import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { adminErrorCodes } from '../../../shared/admin/admin-messages';
import type { Role } from '../../../shared/auth/roles';
import type { ConsentRecord, ConsentRecordPage } from '../../../shared/consent/consent-record';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { CSV_EXPORT_PAGE } from '../../services/consent/consent-records-csv';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';
import { testConsentRecord } from '../../testing/consent-test-kit';

const start = Date.UTC(2030, 5, 1, 9, 0, 0);
const base = '/api/admin/consents';

/** Five records a minute apart, oldest first; the last two carry text a spreadsheet would run. */
const records: ConsentRecord[] = [
  testConsentRecord({ consent_method: 'init', analytics: false }),
  testConsentRecord({ consent_method: 'accept', analytics: true, social: true, advertising: true }),
  testConsentRecord({ consent_method: 'decline', analytics: false, user_id: 'member-1' }),
  testConsentRecord({
    consent_method: 'save_preferences',
    user_agent: 'Mozilla/5.0 "Quoted", with a comma',
    user_id: '@admin',
  }),
  testConsentRecord({
    consent_method: 'accept',
    user_agent: '=HYPERLINK("http://evil.example","click")',
    location: '-Unknown',
    user_id: '+1',
  }),
];

describeEachDialect('admin consent ledger API', (getDatabase) => {
  let app: TestApp;
  let admin: Record<string, string>;
  const headersOf = async (role: Role) => {
    const user = await createTestUser(getDatabase(), { role });
    return bearer((await signIn(app, user.email)).accessToken);
  };
  beforeAll(async () => {
    setFixedTime(start);
    app = createAuthTestApp(getDatabase()).app;
    admin = await headersOf('admin');
    for (const record of records) {
      advanceTime(60_000);
      const response = await sendJson(app, 'POST', '/api/consents', record);
      if (response.status !== 201) throw new Error(`ledger post failed: ${response.status}`);
    }
  });
  beforeEach(() => setFixedTime(start + 10 * 60_000));
  afterEach(resetClock);

  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  const list = async (query: string): Promise<ConsentRecordPage> => {
    const response = await app.request(`${base}?${query}`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return (await response.json()) as ConsentRecordPage;
  };
  const sessions = (page: ConsentRecordPage) => page.items.map((item) => item.session_id);
  const sessionOf = (index: number) => records[index]!.session_id;

  it('is for admins only: 401 signed out, 403 to a member and to an editor', async () => {
    const member = await headersOf('user');
    const editor = await headersOf('editor');
    for (const path of [base, `${base}/export.csv`]) {
      expect((await app.request(path)).status).toBe(401);
      for (const headers of [member, editor]) {
        const response = await app.request(path, { headers });
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await app.request(path, { headers: admin })).status).toBe(200);
    }
  });

  it('lists records newest first, as posted, in keyset pages', async () => {
    const first = await list('limit=2');
    expect(sessions(first)).toEqual([sessionOf(4), sessionOf(3)]);
    expect(first.items[0]).toEqual({
      ...records[4],
      id: expect.any(String) as string,
      received_at: at(5),
    });
    const second = await list(`limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(sessions(second)).toEqual([sessionOf(2), sessionOf(1)]);
    const third = await list(`limit=2&cursor=${second.nextCursor ?? ''}`);
    expect(sessions(third)).toEqual([sessionOf(0)]);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by method and by arrival time, inclusive', async () => {
    expect(sessions(await list('method=accept'))).toEqual([sessionOf(4), sessionOf(1)]);
    expect(sessions(await list(`from=${at(2)}&to=${at(4)}`))).toEqual([
      sessionOf(3),
      sessionOf(2),
      sessionOf(1),
    ]);
    expect(sessions(await list(`method=init&from=${at(2)}`))).toEqual([]);
    // A filter form sends empty values for filters left open.
    expect(await list('method=&from=&to=&cursor=')).toEqual(await list(''));
  });

  it('refuses bad filters and cursors with 400, and cannot be written to', async () => {
    for (const query of [
      'method=revoke',
      'from=yesterday',
      'limit=500',
      'limit=0',
      'extra=1',
      'cursor=garbage',
    ]) {
      const response = await app.request(`${base}?${query}`, { headers: admin });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message).not.toBe('');
    }
    const cursor = await app.request(`${base}?cursor=bm90LWpzb24`, { headers: admin });
    expect(await cursor.json()).toMatchObject({ code: adminErrorCodes.invalidCursor });
    expect((await app.request(`${base}/export.csv?cursor=x`, { headers: admin })).status).toBe(400);
    expect((await app.request(`${base}/export.csv?method=revoke`, { headers: admin })).status).toBe(400);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect([404, 405]).toContain((await sendJson(app, method, base, {}, admin)).status);
  });

  it('exports the filtered ledger as CSV, escaped, with formulas defused', async () => {
    const response = await app.request(`${base}/export.csv?from=${at(4)}`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="consent-records-2030-06-01.csv"',
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'received_at,id,website_id,session_id,user_id,analytics,social,advertising,consent_method,consent_version,user_agent,location,anonymised_ip,domain',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const { items } = await list(`from=${at(4)}`);
    expect(lines[1]).toBe(
      [
        at(5),
        items[0]!.id,
        'quietline',
        sessionOf(4),
        "'+1",
        'true',
        'false',
        'false',
        'accept',
        '1.0',
        `"'=HYPERLINK(""http://evil.example"",""click"")"`,
        "'-Unknown",
        '{ip}',
        'quietline.example',
      ].join(','),
    );
    expect(lines[2]).toContain(`,'@admin,`);
    expect(lines[2]).toContain(',"Mozilla/5.0 ""Quoted"", with a comma",');
  });

  it('streams an export longer than one page, every record once, newest first', async () => {
    const later = start + 365 * 86_400_000;
    const total = 2 * CSV_EXPORT_PAGE + 3;
    await getDatabase()
      .db.insertInto('consent_records')
      .values(
        Array.from({ length: total }, (_, index) => ({
          ...testConsentRecord({ consent_method: 'decline' }),
          analytics: 0,
          social: 0,
          advertising: 0,
          id: `bulk-${String(index).padStart(5, '0')}`,
          // Pairs share a time, so the id breaks ties across page boundaries.
          received_at: later + Math.floor(index / 2) * 1000,
        })),
      )
      .execute();
    const response = await app.request(`${base}/export.csv?from=${new Date(later).toISOString()}`, {
      headers: admin,
    });
    const ids = (await response.text())
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    expect(ids).toHaveLength(total);
    expect(ids).toEqual(
      Array.from({ length: total }, (_, index) => `bulk-${String(total - 1 - index).padStart(5, '0')}`),
    );
  });
});
