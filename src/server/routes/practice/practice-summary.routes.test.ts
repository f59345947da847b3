import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { PracticeSummarySchema } from '../../../shared/practice/practice-summary';
import { SaveSessionResponseSchema } from '../../../shared/practice/practice-session';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import { createPracticeTestApp, sessionBody, type Member } from '../../testing/practice-test-kit';

// Wednesday 2030-03-13, 10:00 in Berlin (CET).
const now = Date.parse('2030-03-13T09:00:00.000Z');

describeEachDialect('GET /api/practice/summary', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<Member>;
  let member: Member;
  beforeAll(async () => {
    setFixedTime(now);
    ({ app, newMember } = await createPracticeTestApp(getDatabase()));
  });
  beforeEach(async () => {
    setFixedTime(now);
    member = await newMember();
  });
  afterEach(resetClock);

  const save = async (endedMinutesAgo: number, minutes = 10, who = member) => {
    const response = await sendJson(
      app,
      'POST',
      '/api/practice/sessions',
      sessionBody(now, {}, minutes, endedMinutesAgo),
      who.headers,
    );
    expect(response.status).toBe(201);
    return SaveSessionResponseSchema.parse(await response.json());
  };
  const summary = async (tz = 'Europe/Berlin', who = member) => {
    const response = await app.request(`/api/practice/summary?tz=${encodeURIComponent(tz)}`, {
      headers: who.headers,
    });
    expect(response.status).toBe(200);
    return PracticeSummarySchema.parse(await response.json());
  };

  it('answers zeros for a new member', async () => {
    expect(await summary()).toEqual({
      timeZone: 'Europe/Berlin',
      today: '2030-03-13',
      totalSessions: 0,
      currentStreak: 0,
      longestStreak: 0,
      thisWeek: 0,
      totalMinutes: 0,
      totalSeconds: 0,
      daysPracticedLast7: 0,
      recent: [],
    });
  });

  it('counts sessions, streaks, this week, minutes and recent sessions', async () => {
    // Today, yesterday, two days ago (Monday) and five days ago (last Friday).
    for (const daysAgo of [5, 2, 1, 0]) await save(daysAgo * 24 * 60 + 30, 10);
    const result = await summary();
    expect(result).toMatchObject({
      totalSessions: 4,
      currentStreak: 3,
      longestStreak: 3,
      thisWeek: 3,
      totalMinutes: 40,
      totalSeconds: 2400,
      daysPracticedLast7: 4,
    });
    expect(result.recent.map((session) => session.day)).toEqual([
      '2030-03-13',
      '2030-03-12',
      '2030-03-11',
      '2030-03-08',
    ]);
    expect(result.recent[0]).toMatchObject({
      durationSeconds: 600,
      image: { id: 'mandala-lotus', title: 'Lotus mandala' },
    });
    expect(result.recent[0]?.thumbnailUrl).toMatch(/^\/api\/gallery\/.+\/thumbnail\?/);
  });

  it('counts practice shorter than a minute in totalSeconds', async () => {
    await save(0, 20 / 60);
    await save(5, 25 / 60);
    expect(await summary()).toMatchObject({ totalSessions: 2, totalMinutes: 1, totalSeconds: 45 });
    const other = await newMember();
    await save(0, 20 / 60, other);
    expect(await summary('Europe/Berlin', other)).toMatchObject({ totalMinutes: 0, totalSeconds: 20 });
  });

  it('counts days in the requested zone', async () => {
    // 00:30 Berlin time today is still yesterday evening in New York.
    setFixedTime(Date.parse('2030-03-12T23:40:00.000Z'));
    const response = await sendJson(
      app,
      'POST',
      '/api/practice/sessions',
      sessionBody(Date.parse('2030-03-12T23:40:00.000Z'), {}, 10),
      member.headers,
    );
    expect(response.status).toBe(201);
    expect(await summary('Europe/Berlin')).toMatchObject({
      today: '2030-03-13',
      currentStreak: 1,
      recent: [{ day: '2030-03-13' }],
    });
    expect(await summary('America/New_York')).toMatchObject({
      today: '2030-03-12',
      currentStreak: 1,
      recent: [{ day: '2030-03-12' }],
    });
  });

  it('never changes when artworks are deleted', async () => {
    const saved = await save(0);
    const before = await summary();
    const deleted = await app.request(`/api/gallery/${saved.artwork?.id}`, {
      method: 'DELETE',
      headers: member.headers,
    });
    expect(deleted.status).toBe(204);
    const after = await summary();
    expect({ ...after, recent: [] }).toEqual({ ...before, recent: [] });
    expect(after.recent).toEqual([{ ...before.recent[0], artworkId: null, thumbnailUrl: null }]);
  });

  it('shows each member only their own practice', async () => {
    await save(0);
    const other = await newMember();
    expect((await summary('Europe/Berlin', other)).totalSessions).toBe(0);
  });

  it('answers 400 to a missing or unknown zone and 401 without a token', async () => {
    for (const query of ['', '?tz=', '?tz=Nowhere/Land', '?tz=%2B01:00', '?tz=UTC&tz=UTC']) {
      const response = await app.request(`/api/practice/summary${query}`, { headers: member.headers });
      expect(response.status).toBe(400);
    }
    expect((await app.request('/api/practice/summary?tz=UTC')).status).toBe(401);
  });
});
