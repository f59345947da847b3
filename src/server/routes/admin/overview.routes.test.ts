import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ConsoleOverview } from '../../../shared/admin/overview';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { insertOutboxMail } from '../../db/repositories/mail-outbox-repository';
import { insertPracticeSession } from '../../db/repositories/practice-sessions-repository';
import { upsertSubscription } from '../../db/repositories/subscriptions-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { bearer, createAuthTestApp, createTestUser, signIn, type TestApp } from '../../testing/auth-test-kit';

const DAY = 86_400_000;
/** Now: 15 June 2030, 10:00 UTC. */
const now = Date.UTC(2030, 5, 15, 10, 0, 0);
const today = Date.UTC(2030, 5, 15);

describeEachDialect('admin overview API', (getDatabase) => {
  let app: TestApp;
  let adminEmail: string;
  let adminToken: string;
  let editorToken: string;
  let memberToken: string;

  beforeAll(async () => {
    setFixedTime(now);
    const database = getDatabase();
    app = createAuthTestApp(database).app;
    const admin = await createTestUser(database, { role: 'admin' });
    const editor = await createTestUser(database, { role: 'editor' });
    const members = [
      await createTestUser(database),
      await createTestUser(database),
      await createTestUser(database),
    ];
    adminEmail = admin.email;
    adminToken = (await signIn(app, adminEmail)).accessToken;
    editorToken = (await signIn(app, editor.email)).accessToken;
    memberToken = (await signIn(app, members[0]!.email)).accessToken;

    const session = (startedAt: number, userId = members[0]!.id) =>
      insertPracticeSession(database.db, {
        id: randomUUID(),
        user_id: userId,
        started_at: startedAt,
        ended_at: startedAt + 60_000,
        duration_ms: 60_000,
        time_zone: 'UTC',
        saved_at: startedAt + 60_000,
      });
    await session(today); // today's first millisecond
    await session(now - 1, members[1]!.id);
    await session(now + 1); // not yet started: a client clock ahead of ours
    await session(today - 6 * DAY); // first day of the week
    await session(today - 6 * DAY - 1); // last millisecond before the week
    await session(today - 29 * DAY); // the chart's first day
    await session(today - 29 * DAY - 1); // before the chart

    const subscription = (userId: string, currentPeriodEnd: number) =>
      upsertSubscription(database.db, {
        user_id: userId,
        provider: 'stripe',
        subscription_id: `sub_${randomUUID()}`,
        customer_id: `cus_${randomUUID()}`,
        plan_id: 'premium',
        cycle: 'monthly',
        status: 'active',
        current_period_start: currentPeriodEnd - 30 * DAY,
        current_period_end: currentPeriodEnd,
        cancel_at_period_end: 1,
        ended_at: null,
        past_due_since: null,
        observed_at: now,
        downgrade_from_plan_id: null,
        downgrade_from_cycle: null,
        downgrade_access_until: null,
        created_at: now,
        updated_at: now,
      });
    await subscription(members[0]!.id, now + 2 * DAY); // ends in two days
    await subscription(members[1]!.id, now - DAY); // ended yesterday, though still stored as active

    const mail = (to: string) =>
      insertOutboxMail(database.db, { template: 'welcome', to, subject: 'Hi', text: 'Hi', html: 'Hi' });
    for (const to of ['a@example.test', 'b@example.test']) await mail(to);
    const markAs = async (status: 'sent' | 'failed', to: string) =>
      database.db
        .updateTable('mail_outbox')
        .set({ status })
        .where('id', '=', await mail(to))
        .execute();
    await markAs('failed', 'c@example.test');
    await markAs('sent', 'd@example.test');
  });
  beforeEach(() => setFixedTime(now));
  afterAll(resetClock);

  async function overview(token = adminToken): Promise<ConsoleOverview> {
    const response = await app.request('/api/admin/overview', { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return (await response.json()) as ConsoleOverview;
  }

  it('counts members, live subscriptions, this week’s sessions, and queued and failed mail', async () => {
    const figures = await overview();
    expect(figures.accounts).toEqual({ members: 3, total: 5 });
    expect(figures.activeSubscriptions).toBe(1);
    expect(figures.sessionsThisWeek).toBe(3);
    expect(figures.messages).toEqual({ queued: 2, failed: 1 });
    expect(figures.generatedAt).toBe(new Date(now).toISOString());
  });

  it('charts 30 UTC days ending today, zero-filled', async () => {
    const { sessionsPerDay } = await overview();
    expect(sessionsPerDay).toHaveLength(30);
    expect(sessionsPerDay[0]).toEqual({ day: '2030-05-17', sessions: 1 });
    expect(sessionsPerDay[22]).toEqual({ day: '2030-06-08', sessions: 1 });
    expect(sessionsPerDay[23]).toEqual({ day: '2030-06-09', sessions: 1 });
    expect(sessionsPerDay[29]).toEqual({ day: '2030-06-15', sessions: 2 });
    expect(sessionsPerDay.reduce((sum, day) => sum + day.sessions, 0)).toBe(5);
  });

  it('moves with the clock: three days later the oldest days and an ended subscription drop out', async () => {
    advanceTime(3 * DAY);
    // Access tokens are short-lived: sign in again at the new time.
    const figures = await overview((await signIn(app, adminEmail)).accessToken);
    expect(figures.sessionsPerDay[0]).toEqual({ day: '2030-05-20', sessions: 0 });
    expect(figures.sessionsPerDay.at(-1)).toEqual({ day: '2030-06-18', sessions: 0 });
    // The session "from the future" started 1 ms after the old now; June 15 now holds all three.
    expect(figures.sessionsPerDay[26]).toEqual({ day: '2030-06-15', sessions: 3 });
    expect(figures.sessionsThisWeek).toBe(3);
    expect(figures.activeSubscriptions).toBe(0);
  });

  it('shows editors the same figures, refuses members (403) and the signed-out (401)', async () => {
    expect(await overview(editorToken)).toEqual(await overview(adminToken));
    const member = await app.request('/api/admin/overview', { headers: bearer(memberToken) });
    expect(member.status).toBe(403);
    expect((await app.request('/api/admin/overview')).status).toBe(401);
  });
});
