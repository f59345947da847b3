import { afterEach, beforeAll, expect, it } from 'vitest';
import type { DailyAnalytics } from '../../../shared/analytics/daily-analytics';
import { resetClock, serverClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  type TestApp,
} from '../../testing/auth-test-kit';
import { captureLogs } from '../../testing/capture-logs';
import { consentCookie, testConsentSessionId } from '../../testing/consent-test-kit';
import { ROLL_UP_SETTLE_MS } from '../analytics/analytics-rollup';
import {
  ANONYMOUS_CONSENT_KEEP_MS,
  runPrivacyMaintenance,
  startPrivacyMaintenance,
} from './privacy-maintenance';

const DAY = 86_400_000;
/** Midnight UTC starting 10 January 2030. */
const day0 = Date.UTC(2030, 0, 10);
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

describeEachDialect('privacy maintenance', (getDatabase) => {
  let app: TestApp;
  let editorEmail: string;
  /** Signs the editor in at the clock's time: the clock moves months, past any token's life. */
  const editor = async () => bearer((await signIn(app, editorEmail)).accessToken);
  const { logger, lines } = captureLogs();
  beforeAll(async () => {
    setFixedTime(day0);
    app = createAuthTestApp(getDatabase()).app;
    editorEmail = (await createTestUser(getDatabase(), { role: 'editor' })).email;
  });
  afterEach(resetClock);

  const trackAt = async (time: number, event: string, times = 1) => {
    setFixedTime(time);
    for (let index = 0; index < times; index += 1) {
      const response = await sendJson(app, 'POST', '/api/analytics/track', { event, userId: 'visitor' });
      expect(response.status).toBe(204);
    }
  };
  const maintainAt = (time: number, retentionDays = 90) => {
    setFixedTime(time);
    return runPrivacyMaintenance({
      db: getDatabase().db,
      clock: serverClock,
      env: { ANALYTICS_RETENTION_DAYS: retentionDays },
      logger,
    });
  };
  const rolledUp = () =>
    getDatabase().db.selectFrom('analytics_daily').selectAll().orderBy('day').orderBy('event').execute();
  const storedEvents = async () =>
    (await getDatabase().db.selectFrom('analytics_events').select('received_at').execute()).length;
  const daily = async (query: string, at: number) => {
    setFixedTime(at);
    const response = await app.request(`/api/admin/analytics/daily?${query}`, { headers: await editor() });
    expect(response.status).toBe(200);
    return (await response.json()) as DailyAnalytics;
  };
  const counts = (answer: DailyAnalytics) => answer.days.map((day) => [day.day, day.count]);

  it('rolls up complete days and purges events past retention, keeping the counts', async () => {
    await trackAt(day0 + 9 * 3_600_000, 'page_view', 3);
    await trackAt(day0 + 10 * 3_600_000, 'button_click');
    setFixedTime(day0 + 11 * 3_600_000);
    expect((await sendJson(app, 'POST', '/api/analytics/identify', { userId: 'visitor' })).status).toBe(204);
    await trackAt(day0 + DAY + 3_600_000, 'page_view', 2);

    // Just after midnight the day before is not settled yet: nothing rolled up, still counted live.
    await maintainAt(day0 + DAY + ROLL_UP_SETTLE_MS - 1);
    expect(await rolledUp()).toEqual([]);
    expect(counts(await daily('days=3', day0 + DAY + 2 * 3_600_000))).toEqual([
      [isoDay(day0 - DAY), 0],
      [isoDay(day0), 3],
      [isoDay(day0 + DAY), 2],
    ]);

    await maintainAt(day0 + DAY + 12 * 3_600_000);
    const firstDay = day0 / DAY;
    expect(await rolledUp()).toEqual([
      { event: 'button_click', day: firstDay, total: 1 },
      { event: 'page_view', day: firstDay, total: 3 },
    ]);
    expect(await storedEvents()).toBe(7);

    // 90 days on, both days' events are gone; the counts stay, identify calls were never counted.
    await maintainAt(day0 + 92 * DAY);
    expect(await storedEvents()).toBe(0);
    expect(await rolledUp()).toEqual([
      { event: 'button_click', day: firstDay, total: 1 },
      { event: 'page_view', day: firstDay, total: 3 },
      { event: 'page_view', day: firstDay + 1, total: 2 },
    ]);
    expect(lines.at(-1)).toMatchObject({ msg: 'privacy maintenance purged', events: 7 });
    const answer = await daily('days=94', day0 + 92 * DAY);
    expect(answer.days).toHaveLength(94);
    expect(counts(answer).slice(0, 3)).toEqual([
      [isoDay(day0 - DAY), 0],
      [isoDay(day0), 3],
      [isoDay(day0 + DAY), 2],
    ]);
    expect(counts(await daily('days=94&event=button_click', day0 + 92 * DAY))[1]).toEqual([isoDay(day0), 1]);

    // Running again adds nothing twice.
    await maintainAt(day0 + 93 * DAY);
    expect(await rolledUp()).toHaveLength(3);
  });

  it('keeps events as many days as configured', async () => {
    const base = day0 + 200 * DAY;
    await trackAt(base, 'retention.check');
    await trackAt(base + 2 * DAY, 'retention.check');
    await maintainAt(base + 7 * DAY + 1, 7);
    const left = await getDatabase()
      .db.selectFrom('analytics_events')
      .select('received_at')
      .where('event', '=', 'retention.check')
      .execute();
    expect(left.map((row) => row.received_at)).toEqual([base + 2 * DAY]);
  });

  it('forgets a signed-out consent two days after its last change, never an account’s', async () => {
    const base = day0 + 300 * DAY;
    setFixedTime(base);
    const cookie = consentCookie(testConsentSessionId());
    const member = await createTestUser(getDatabase());
    const auth = bearer((await signIn(app, member.email)).accessToken);
    for (const headers of [cookie, auth])
      expect(
        (await sendJson(app, 'POST', '/api/consent', { consentType: 'cookie', status: true }, headers))
          .status,
      ).toBe(204);
    const statusOf = async (headers: Record<string, string>) =>
      ((await (await app.request('/api/consent/me', { headers })).json()) as { status: boolean | null })
        .status;

    await maintainAt(base + ANONYMOUS_CONSENT_KEEP_MS);
    expect(await statusOf(cookie)).toBe(true);
    await maintainAt(base + ANONYMOUS_CONSENT_KEEP_MS + 1);
    expect(await statusOf(cookie)).toBeNull();
    expect(await statusOf(bearer((await signIn(app, member.email)).accessToken))).toBe(true);
  });

  it('runs as soon as the job starts, and stopping waits for the run', async () => {
    const base = day0 + 400 * DAY;
    await trackAt(base, 'job.check', 2);
    setFixedTime(base + 2 * DAY);
    const job = startPrivacyMaintenance({
      db: getDatabase().db,
      clock: serverClock,
      env: { ANALYTICS_RETENTION_DAYS: 90 },
      logger,
    });
    await job.stop();
    const row = await getDatabase()
      .db.selectFrom('analytics_daily')
      .selectAll()
      .where('event', '=', 'job.check')
      .executeTakeFirst();
    expect(row).toEqual({ event: 'job.check', day: base / DAY, total: 2 });
  });

  it('serves the chart to staff only, with validated parameters', async () => {
    setFixedTime(day0 + 500 * DAY);
    const member = await createTestUser(getDatabase());
    const memberAuth = bearer((await signIn(app, member.email)).accessToken);
    expect((await app.request('/api/admin/analytics/daily')).status).toBe(401);
    expect((await app.request('/api/admin/analytics/daily', { headers: memberAuth })).status).toBe(403);
    const answer = await daily('', day0 + 500 * DAY);
    expect(answer.event).toBe('page_view');
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)?.day).toBe(isoDay(day0 + 500 * DAY));
    for (const query of ['days=0', 'days=367', 'days=ten', 'event=page%20view', 'other=1']) {
      const response = await app.request(`/api/admin/analytics/daily?${query}`, { headers: await editor() });
      expect(response.status, query).toBe(400);
    }
  });
});
