import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedMessaging } from '../../services/messaging/seed/seed-messaging';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import { insertTestRule } from '../../testing/messaging-test-kit';
import { createPracticeTestApp, sessionBody, type Member } from '../../testing/practice-test-kit';

const DAY = 24 * 60 * 60_000;
/** 10:00 in Berlin. */
const now = Date.parse('2030-03-14T09:00:00.000Z');

describeEachDialect('practice events for routing rules', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<Member>;
  let member: Member;
  beforeAll(async () => {
    setFixedTime(now);
    ({ app, newMember } = await createPracticeTestApp(getDatabase()));
    await seedMessaging(getDatabase().db);
    await insertTestRule(getDatabase().db, {
      event: 'session.completed',
      conditions: [{ field: 'durationMinutes', operator: 'greater', value: 10 }],
      actions: [{ templateKey: 'welcome' }],
    });
    await insertTestRule(getDatabase().db, {
      event: 'streak.reached',
      actions: [{ templateKey: 'welcome' }],
    });
  });
  beforeEach(async () => {
    setFixedTime(now);
    member = await newMember();
  });
  afterEach(resetClock);

  const save = async (body = sessionBody(now)) => {
    const response = await sendJson(app, 'POST', '/api/practice/sessions', body, member.headers);
    expect([200, 201]).toContain(response.status);
  };
  const scheduled = async (event: string) =>
    (
      await getDatabase()
        .db.selectFrom('mail_outbox')
        .select('variables_json')
        .where('event_name', '=', event)
        .where('variables_json', 'like', `%${member.userId}%`)
        .execute()
    ).map((row) => JSON.parse(row.variables_json ?? '{}') as Record<string, unknown>);

  it('emits session.completed with the session’s length and image, once per session', async () => {
    const long = sessionBody(now, {}, 12);
    await save(long);
    await save(long);
    await save(sessionBody(now, {}, 5));
    expect(await scheduled('session.completed')).toEqual([
      expect.objectContaining({ durationMinutes: 12, imageTitle: expect.any(String), userId: member.userId }),
    ]);
  });

  it('emits streak.reached on the first session of each new consecutive day, with the streak’s length', async () => {
    // Sessions may be saved late (from the offline queue): each counts on the day it began.
    await save(sessionBody(now - 2 * DAY));
    expect(await scheduled('streak.reached')).toEqual([]);
    await save(sessionBody(now - DAY));
    await save(sessionBody(now - DAY, {}, 2));
    await save(sessionBody(now));
    expect((await scheduled('streak.reached')).map((fields) => fields.streakDays)).toEqual([2, 3]);
    // A day after a gap starts no streak.
    await save(sessionBody(now - 5 * DAY));
    expect((await scheduled('streak.reached')).map((fields) => fields.streakDays)).toEqual([2, 3]);
  });
});
