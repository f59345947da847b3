import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { insertPracticeSession } from '../../db/repositories/practice-sessions-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestUser } from '../../testing/auth-test-kit';
import { dayNumberAt } from './days/day-number';
import { currentStreak } from './days/streaks';
import { summarizePractice, type SessionTimes } from './days/summarize-practice';
import { talliedSummary } from './tallied-totals';
import { tallySession, type TalliedDay } from './tally-session';

interface Session extends SessionTimes {
  timeZone: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Zones with DST, half- and quarter-hour offsets, and a 30-minute DST shift (Lord Howe). */
const zones = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/St_Johns',
];
/** Nights clocks change: spring-forward and fall-back in the northern and southern hemispheres. */
const dstNights = [
  '2025-03-09',
  '2025-03-30',
  '2025-04-06',
  '2025-09-28',
  '2025-10-05',
  '2025-10-26',
  '2025-11-02',
];

describeEachDialect('practice tallies', (getDatabase) => {
  /** A save as saveSession makes it: the session stored, then counted, in one transaction. */
  const save = (userId: string, session: Session): Promise<TalliedDay> =>
    getDatabase()
      .db.transaction()
      .execute(async (trx) => {
        await insertPracticeSession(trx, {
          id: randomUUID(),
          user_id: userId,
          artwork_id: null,
          image_id: null,
          soundtrack_id: null,
          started_at: session.startedAt,
          ended_at: session.startedAt + session.durationMs,
          duration_ms: session.durationMs,
          time_zone: session.timeZone,
          saved_at: session.startedAt + session.durationMs,
        });
        return tallySession(trx, userId, session);
      });
  const newMember = async () => (await createTestUser(getDatabase())).id;
  const tallied = async (userId: string, nowMs: number, timeZone: string) =>
    (await talliedSummary(getDatabase().db, userId, nowMs, timeZone, 0)).totals;

  /** What the sessions make of the new session's day, computed from all of them (the old way). */
  const expectedDay = (sessions: readonly Session[], session: Session, timeZone: string) => {
    const days = sessions.map((other) => dayNumberAt(other.startedAt, timeZone));
    const day = dayNumberAt(session.startedAt, timeZone);
    return {
      timeZone,
      day,
      sessions: days.filter((other) => other === day).length,
      streak: currentStreak(new Set(days), day),
    };
  };

  it('answers what summarizePractice computes from every session, for any sessions saved in any order', async () => {
    const session = fc.record({
      startedAt: fc.integer({ min: -40 * DAY, max: 5 * DAY }),
      durationMs: fc.integer({ min: 1000, max: 3 * HOUR }),
      timeZone: fc.constantFrom(...zones),
    });
    const scenario = fc.record({
      night: fc.constantFrom(...dstNights),
      sessions: fc.uniqueArray(session, { minLength: 1, maxLength: 25, selector: (s) => s.startedAt }),
      now: fc.integer({ min: -2 * DAY, max: 10 * DAY }),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ night, sessions: relative, now: nowOffset }) => {
        const base = Date.parse(`${night}T00:00:00Z`);
        const sessions = relative.map((s) => ({ ...s, startedAt: base + s.startedAt }));
        const userId = await newMember();
        const saved: Session[] = [];
        for (const session of sessions) {
          saved.push(session);
          const day = await save(userId, session);
          // The tallies count in the zone of the latest session, and know its day as the old way did.
          const latest = saved.reduce((a, b) => (b.startedAt > a.startedAt ? b : a));
          expect(day).toEqual(expectedDay(saved, session, latest.timeZone));
        }
        const nowMs = base + nowOffset;
        const latestZone = sessions.reduce((a, b) => (b.startedAt > a.startedAt ? b : a)).timeZone;
        for (const zone of zones) {
          const totals = await tallied(userId, nowMs, zone);
          if (zone === latestZone) expect(totals).toEqual(summarizePractice(sessions, nowMs, zone));
          else expect(totals).toBeUndefined();
        }
      }),
      { numRuns: 30 },
    );
  });

  it('recounts in the new zone when a member moves, and a late session from before keeps it there', async () => {
    const userId = await newMember();
    // 23:30 in Berlin on three evenings: 17:30 the same day in New York.
    const berlin = ['2025-05-10', '2025-05-11', '2025-05-12'].map((date) => ({
      startedAt: Date.parse(`${date}T21:30:00Z`),
      durationMs: 10 * 60_000,
      timeZone: 'Europe/Berlin',
    }));
    for (const session of berlin) await save(userId, session);
    const morning = Date.parse('2025-05-13T08:00:00Z');
    expect(await tallied(userId, morning, 'Europe/Berlin')).toMatchObject({
      currentStreak: 3,
      totalSessions: 3,
    });
    // Flown to New York: 00:30 on the 14th there (the 13th had no session in either zone).
    const newYork = {
      startedAt: Date.parse('2025-05-14T04:30:00Z'),
      durationMs: 20 * 60_000,
      timeZone: 'America/New_York',
    };
    expect(await save(userId, newYork)).toMatchObject({
      timeZone: 'America/New_York',
      sessions: 1,
      streak: 1,
    });
    const later = Date.parse('2025-05-14T12:00:00Z');
    expect(await tallied(userId, later, 'Europe/Berlin')).toBeUndefined();
    expect(await tallied(userId, later, 'America/New_York')).toEqual(
      summarizePractice([...berlin, newYork], later, 'America/New_York'),
    );
    // A Berlin session that waited offline: older than the latest, so the tallies stay in New York.
    const late = {
      startedAt: Date.parse('2025-05-13T09:00:00Z'),
      durationMs: 5 * 60_000,
      timeZone: 'Europe/Berlin',
    };
    await save(userId, late);
    const all = [...berlin, newYork, late];
    expect(await tallied(userId, later, 'America/New_York')).toEqual(
      summarizePractice(all, later, 'America/New_York'),
    );
    expect(await tallied(userId, later, 'America/New_York')).toMatchObject({
      currentStreak: 5,
      longestStreak: 5,
    });
  });

  it('keeps a nightly streak through the Berlin fall-back week, with this week starting on Monday', async () => {
    const userId = await newMember();
    // 00:30 local every night from Monday 20 to Monday 27 October: CEST (22:30Z the day before) until the 26th, then CET.
    const nights = ['19', '20', '21', '22', '23', '24', '25'].map((date) => `2025-10-${date}T22:30:00Z`);
    const starts = [...nights, '2025-10-26T23:30:00Z'].map((iso) => Date.parse(iso));
    for (const startedAt of starts)
      await save(userId, { startedAt, durationMs: 15 * 60_000, timeZone: 'Europe/Berlin' });
    const now = Date.parse('2025-10-27T08:00:00Z');
    expect(await tallied(userId, now, 'Europe/Berlin')).toEqual({
      today: '2025-10-27',
      totalSessions: 8,
      currentStreak: 8,
      longestStreak: 8,
      thisWeek: 1,
      totalMinutes: 120,
      totalSeconds: 7200,
      daysPracticedLast7: 7,
    });
  });

  it('counts nothing for a member without sessions', async () => {
    expect(await tallied(await newMember(), Date.now(), 'UTC')).toBeUndefined();
  });
});
