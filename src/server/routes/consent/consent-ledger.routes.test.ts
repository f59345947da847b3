import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetClock, setFixedTime, advanceTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createAuthTestApp, sendJson, type TestApp } from '../../testing/auth-test-kit';
import { testConsentRecord, testConsentSessionId } from '../../testing/consent-test-kit';
import { createTestApp } from '../../testing/test-app';

const start = Date.UTC(2030, 4, 2, 9, 0, 0);

describeEachDialect('consent ledger', (getDatabase) => {
  let app: TestApp;
  beforeAll(() => {
    app = createAuthTestApp(getDatabase()).app;
  });
  beforeEach(() => setFixedTime(start));
  afterEach(resetClock);

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    sendJson(app, 'POST', '/api/consents', body, headers);
  const rowsOf = (sessionId: string) =>
    getDatabase()
      .db.selectFrom('consent_records')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('received_at')
      .execute();

  it('appends every record with the time it arrived, the same record twice as two', async () => {
    const record = testConsentRecord({ consent_method: 'init', analytics: false, user_id: 'member-7' });
    const first = await post(record);
    expect(first.status).toBe(201);
    expect(first.headers.get('Cache-Control')).toBe('private, no-store');
    const { id } = (await first.json()) as { id: string };
    advanceTime(1000);
    expect((await post(record)).status).toBe(201);
    advanceTime(1000);
    expect((await post({ ...record, consent_method: 'accept', analytics: true })).status).toBe(201);

    const rows = await rowsOf(record.session_id);
    expect(rows.map((row) => [row.consent_method, row.analytics, row.received_at])).toEqual([
      ['init', 0, start],
      ['init', 0, start + 1000],
      ['accept', 1, start + 2000],
    ]);
    expect(rows[0]).toMatchObject({
      id,
      website_id: 'quietline',
      user_id: 'member-7',
      social: 0,
      advertising: 0,
      consent_version: '1.0',
      user_agent: record.user_agent,
      location: 'Germany',
      anonymised_ip: '{ip}',
      domain: 'quietline.example',
    });
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
  });

  it('offers no way to change or remove a record', async () => {
    const record = testConsentRecord();
    expect((await post(record)).status).toBe(201);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/consents', `/api/consents/${(await rowsOf(record.session_id))[0]!.id}`])
        expect([404, 405]).toContain((await sendJson(app, method, path, record)).status);
    }
    expect(await rowsOf(record.session_id)).toHaveLength(1);
  });

  it('refuses a record that does not match spec §7 with 400 and a message, never a 500', async () => {
    const valid = testConsentRecord();
    const { user_id: _userId, ...withoutUser } = valid;
    const { domain: _domain, ...withoutDomain } = valid;
    const bad: [string, unknown][] = [
      ['missing user_id', withoutUser],
      ['missing domain', withoutDomain],
      ['extra field', { ...valid, ip: '198.51.100.1' }],
      ['wrong consent_method', { ...valid, consent_method: 'revoke' }],
      ['wrong consent_version', { ...valid, consent_version: '2.0' }],
      ['numeric consent_version', { ...valid, consent_version: 1 }],
      ['a real address', { ...valid, anonymised_ip: '198.51.100.1' }],
      ['string boolean', { ...valid, analytics: 'true' }],
      ['session of another site', { ...valid, session_id: testConsentSessionId('othersite') }],
      ['malformed session', { ...valid, session_id: 'quietline_1_2_3' }],
      ['bad website_id', { ...valid, website_id: 'Quiet Line' }],
      ['bad domain', { ...valid, domain: 'https://quietline.example/' }],
      ['empty location', { ...valid, location: '' }],
      ['control characters', { ...valid, user_agent: 'Mozilla\u0000' }],
      ['long user agent', { ...valid, user_agent: 'x'.repeat(1025) }],
      ['long user id', { ...valid, user_id: 'u'.repeat(129) }],
      ['an array', [valid]],
      ['null', null],
    ];
    for (const [name, body] of bad) {
      const response = await post(body);
      expect(response.status, name).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message, name).not.toBe('');
    }
    expect((await post(valid, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect(
      await getDatabase()
        .db.selectFrom('consent_records')
        .select('id')
        .where('session_id', '=', valid.session_id)
        .execute(),
    ).toEqual([]);
  });

  it('names the fields that are wrong', async () => {
    const response = await post({ ...testConsentRecord(), consent_method: 'revoke', consent_version: '2.0' });
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain('consent_method');
    expect(message).toContain('consent_version');
  });

  it('limits records per client address', async () => {
    // RATE_LIMIT_MULTIPLIER 0.05: 120 per 15 minutes becomes 6.
    const limited = createTestApp({
      database: getDatabase(),
      env: { RATE_LIMIT_MULTIPLIER: '0.05', TRUST_PROXY: 'true' },
    }).app;
    const from = (ip: string) =>
      sendJson(limited, 'POST', '/api/consents', testConsentRecord(), { 'X-Forwarded-For': ip });
    for (let index = 0; index < 6; index += 1) expect((await from('203.0.113.20')).status).toBe(201);
    const refused = await from('203.0.113.20');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(15 * 60));
    expect((await from('203.0.113.21')).status).toBe(201);
    // A malformed body counts too: the limit comes before the body is read.
    expect(
      (await sendJson(limited, 'POST', '/api/consents', {}, { 'X-Forwarded-For': '203.0.113.20' })).status,
    ).toBe(429);
  });
});
