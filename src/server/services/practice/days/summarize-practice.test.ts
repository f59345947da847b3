import { describe, expect, it } from 'vitest';
import { summarizePractice, type SessionTimes } from './summarize-practice';

const MINUTE = 60_000;
const at = (iso: string, minutes = 10): SessionTimes => ({
  startedAt: Date.parse(iso),
  durationMs: minutes * MINUTE,
});
const now = (iso: string) => Date.parse(iso);

describe('summarizePractice', () => {
  it('answers zeros for a member without sessions', () => {
    expect(summarizePractice([], now('2025-05-14T10:00:00Z'), 'Europe/Berlin')).toEqual({
      today: '2025-05-14',
      totalSessions: 0,
      currentStreak: 0,
      longestStreak: 0,
      thisWeek: 0,
      totalMinutes: 0,
      totalSeconds: 0,
      daysPracticedLast7: 0,
    });
  });

  it('counts one new session as streak 1, this week 1, 1 of the last 7 days', () => {
    const summary = summarizePractice(
      [at('2025-05-14T08:00:00Z', 1)],
      now('2025-05-14T08:02:00Z'),
      'Europe/Berlin',
    );
    expect(summary).toMatchObject({
      totalSessions: 1,
      currentStreak: 1,
      longestStreak: 1,
      thisWeek: 1,
      totalMinutes: 1,
      daysPracticedLast7: 1,
    });
  });

  it('counts a day with several sessions once for streaks and the last 7 days', () => {
    const sessions = [at('2025-05-13T07:00:00Z'), at('2025-05-13T18:00:00Z'), at('2025-05-14T07:00:00Z')];
    expect(summarizePractice(sessions, now('2025-05-14T20:00:00Z'), 'UTC')).toMatchObject({
      totalSessions: 3,
      currentStreak: 2,
      thisWeek: 3,
      daysPracticedLast7: 2,
    });
  });

  describe('gaps', () => {
    const sessions = ['05-01', '05-02', '05-03', '05-04', '05-06', '05-07', '05-12', '05-13'].map((date) =>
      at(`2025-${date}T09:00:00Z`),
    );

    it('keeps the longest streak across a gap and restarts the current one', () => {
      expect(summarizePractice(sessions, now('2025-05-13T12:00:00Z'), 'UTC')).toMatchObject({
        currentStreak: 2,
        longestStreak: 4,
      });
    });

    it('keeps the streak through the day after (not practised yet) and loses it the day after that', () => {
      expect(summarizePractice(sessions, now('2025-05-14T23:59:00Z'), 'UTC').currentStreak).toBe(2);
      expect(summarizePractice(sessions, now('2025-05-15T00:00:00Z'), 'UTC').currentStreak).toBe(0);
    });

    it('counts distinct days among the last 7 including today, a consistency measure forgiving one missed day', () => {
      // 2025-05-07 … 2025-05-13: practised on the 7th, 12th and 13th.
      expect(summarizePractice(sessions, now('2025-05-13T12:00:00Z'), 'UTC').daysPracticedLast7).toBe(3);
      // 2025-05-08 … 2025-05-14: the 7th dropped out of the window.
      expect(summarizePractice(sessions, now('2025-05-14T12:00:00Z'), 'UTC').daysPracticedLast7).toBe(2);
    });
  });

  describe('midnight', () => {
    it('puts a session at 23:59 and one at 00:00 local on consecutive days', () => {
      const sessions = [at('2025-05-12T21:59:00Z'), at('2025-05-12T22:00:00Z')]; // 23:59 and 00:00 CEST
      expect(summarizePractice(sessions, now('2025-05-13T06:00:00Z'), 'Europe/Berlin')).toMatchObject({
        currentStreak: 2,
        daysPracticedLast7: 2,
      });
    });

    it('counts a session across midnight for the day it started', () => {
      const crossing = at('2025-05-12T21:50:00Z', 20); // 23:50–00:10 CEST
      expect(summarizePractice([crossing], now('2025-05-13T06:00:00Z'), 'Europe/Berlin')).toMatchObject({
        currentStreak: 1,
        today: '2025-05-13',
      });
      // It started yesterday, so today is still open: the streak holds until tonight.
      expect(summarizePractice([crossing], now('2025-05-13T21:59:00Z'), 'Europe/Berlin').currentStreak).toBe(
        1,
      );
      expect(summarizePractice([crossing], now('2025-05-13T22:00:00Z'), 'Europe/Berlin').currentStreak).toBe(
        0,
      );
    });

    it('turns "today" over at local midnight, not UTC midnight', () => {
      const session = at('2025-05-13T03:00:00Z'); // 23:00 EDT on the 12th
      const summary = summarizePractice([session], now('2025-05-13T03:30:00Z'), 'America/New_York');
      expect(summary).toMatchObject({ today: '2025-05-12', currentStreak: 1 });
    });
  });

  describe('DST changes', () => {
    /** One session a day at the given local wall-clock time, expressed in UTC by the caller. */
    it('keeps a daily streak across Berlin spring-forward (a 23-hour day)', () => {
      // 21:30 local each evening: 20:30Z before the change (CET), 19:30Z after (CEST).
      const sessions = [
        at('2025-03-28T20:30:00Z'),
        at('2025-03-29T20:30:00Z'),
        at('2025-03-30T19:30:00Z'),
        at('2025-03-31T19:30:00Z'),
      ];
      expect(summarizePractice(sessions, now('2025-03-31T20:00:00Z'), 'Europe/Berlin')).toMatchObject({
        currentStreak: 4,
        longestStreak: 4,
      });
    });

    it('keeps a daily streak across Berlin fall-back (a 25-hour day)', () => {
      // 00:30 local each night: 22:30Z (CEST) until the change, 23:30Z (CET) after.
      const sessions = [at('2025-10-24T22:30:00Z'), at('2025-10-25T22:30:00Z'), at('2025-10-26T23:30:00Z')];
      expect(summarizePractice(sessions, now('2025-10-27T08:00:00Z'), 'Europe/Berlin')).toMatchObject({
        today: '2025-10-27',
        currentStreak: 3,
      });
    });

    it('keeps early-morning sessions on their own days around New York spring-forward', () => {
      // 00:15 local on 03-08 (EST, 05:15Z), 03-09 (EST, 05:15Z) and 03-10 (EDT, 04:15Z).
      const sessions = [at('2025-03-08T05:15:00Z'), at('2025-03-09T05:15:00Z'), at('2025-03-10T04:15:00Z')];
      expect(summarizePractice(sessions, now('2025-03-10T12:00:00Z'), 'America/New_York')).toMatchObject({
        currentStreak: 3,
        daysPracticedLast7: 3,
      });
    });

    it('does not merge two nights into one around New York fall-back', () => {
      // 23:45 local on 11-01 (EDT, 03:45Z on 11-02) and 11-02 (EST, 04:45Z on 11-03): two days, 25 hours apart.
      const sessions = [at('2025-11-02T03:45:00Z'), at('2025-11-03T04:45:00Z')];
      expect(summarizePractice(sessions, now('2025-11-03T05:30:00Z'), 'America/New_York')).toMatchObject({
        today: '2025-11-03',
        currentStreak: 2,
        daysPracticedLast7: 2,
      });
    });

    it('starts the week at Monday 00:00 local in a week that began with a DST change', () => {
      // Monday 2025-03-31 after Berlin's spring-forward Sunday: Sunday 23:59 CEST is last week.
      const sundayLate = at('2025-03-30T21:59:00Z');
      const mondayMidnight = at('2025-03-30T22:00:00Z');
      expect(
        summarizePractice([sundayLate, mondayMidnight], now('2025-03-31T10:00:00Z'), 'Europe/Berlin')
          .thisWeek,
      ).toBe(1);
    });
  });

  describe('this week', () => {
    const sessions = [
      at('2025-05-11T10:00:00Z'),
      at('2025-05-12T10:00:00Z'),
      at('2025-05-14T10:00:00Z'),
      at('2025-05-18T21:00:00Z'),
    ];

    it('counts sessions since Monday 00:00 in the zone', () => {
      // Wednesday 2025-05-14: Monday 12th and Wednesday 14th count, Sunday the 11th does not.
      expect(summarizePractice(sessions, now('2025-05-14T12:00:00Z'), 'UTC').thisWeek).toBe(2);
    });

    it('includes Sunday evening and resets on Monday', () => {
      expect(summarizePractice(sessions, now('2025-05-18T23:00:00Z'), 'UTC').thisWeek).toBe(3);
      expect(summarizePractice(sessions, now('2025-05-19T00:00:00Z'), 'UTC').thisWeek).toBe(0);
    });

    it('uses the requested zone for the week boundary', () => {
      // Sunday 2025-05-18 21:00Z is already Monday 07:00 in Sydney (AEST, UTC+10).
      expect(summarizePractice(sessions, now('2025-05-18T23:00:00Z'), 'Australia/Sydney').thisWeek).toBe(1);
    });
  });

  describe('zone changes', () => {
    it('counts days in the requested zone, not the zone each session was saved in', () => {
      // Practised at 00:30 Berlin time (22:30Z) on three nights: in New York those are evenings of the day before.
      const sessions = [at('2025-05-10T22:30:00Z'), at('2025-05-11T22:30:00Z'), at('2025-05-12T22:30:00Z')];
      const berlin = summarizePractice(sessions, now('2025-05-13T06:00:00Z'), 'Europe/Berlin');
      const newYork = summarizePractice(sessions, now('2025-05-13T06:00:00Z'), 'America/New_York');
      expect(berlin).toMatchObject({ today: '2025-05-13', currentStreak: 3 });
      // In New York it is still the 13th at 02:00 and the last session was on the 12th: the streak holds.
      expect(newYork).toMatchObject({ today: '2025-05-13', currentStreak: 3 });
    });

    it('keeps a traveller’s daily morning practice consecutive after flying west', () => {
      // 08:00 in Berlin (06:00Z) on the 10th and 11th, then 08:00 in New York (12:00Z) on the 12th and 13th.
      const sessions = [
        at('2025-05-10T06:00:00Z'),
        at('2025-05-11T06:00:00Z'),
        at('2025-05-12T12:00:00Z'),
        at('2025-05-13T12:00:00Z'),
      ];
      expect(summarizePractice(sessions, now('2025-05-13T13:00:00Z'), 'America/New_York').currentStreak).toBe(
        4,
      );
    });

    it('may join or split days when the zone jumps across the date line', () => {
      // 20:00 in Auckland (NZST, 08:00Z) on the 10th, then 09:00 in Los Angeles (PDT, 16:00Z) on the 10th.
      const sessions = [at('2025-05-10T08:00:00Z'), at('2025-05-10T16:00:00Z')];
      // Seen from Los Angeles both happened on the 10th (01:00 and 09:00): one day.
      expect(summarizePractice(sessions, now('2025-05-10T17:00:00Z'), 'America/Los_Angeles')).toMatchObject({
        currentStreak: 1,
        daysPracticedLast7: 1,
        thisWeek: 2,
      });
      // Seen from Auckland they fell on the 10th and the 11th (04:00): two days.
      expect(summarizePractice(sessions, now('2025-05-10T17:00:00Z'), 'Pacific/Auckland')).toMatchObject({
        currentStreak: 2,
        daysPracticedLast7: 2,
      });
    });
  });

  it('rounds the total time to whole minutes', () => {
    const sessions = [
      { startedAt: Date.parse('2025-05-14T08:00:00Z'), durationMs: 59_600 },
      { startedAt: Date.parse('2025-05-14T09:00:00Z'), durationMs: 90_000 },
    ];
    expect(summarizePractice(sessions, now('2025-05-14T10:00:00Z'), 'UTC').totalMinutes).toBe(2);
  });

  it('keeps the total in whole seconds too, so practice under a minute is not lost', () => {
    const sessions = [
      { startedAt: Date.parse('2025-05-14T08:00:00Z'), durationMs: 12_400 },
      { startedAt: Date.parse('2025-05-14T09:00:00Z'), durationMs: 8_000 },
    ];
    expect(summarizePractice(sessions, now('2025-05-14T10:00:00Z'), 'UTC')).toMatchObject({
      totalMinutes: 0,
      totalSeconds: 20,
    });
  });
});
