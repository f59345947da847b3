import { listSessionTimes } from '../../db/repositories/practice-sessions-repository';
import { findUserById } from '../../db/repositories/users-repository';
import type { DbAndClock } from '../db-and-clock';
import { emitAppEvent } from '../messaging/events/emit-app-event';
import { dayNumberAt, formatDay } from './days/day-number';
import { currentStreak } from './days/streaks';
import type { TalliedDay } from './tally-session';

export interface CompletedSession {
  userId: string;
  sessionId: string;
  startedAt: number;
  durationMs: number;
  /** The member's zone: what their practice days are counted in. */
  timeZone: string;
  imageTitle: string | null;
}

/**
 * The session's day in its own zone: sessions on it (this one included) and the streak ending on
 * it. From the tallies when they count in that zone; else counted from every session.
 */
async function sessionDay(
  tx: DbAndClock,
  session: CompletedSession,
  tallied: TalliedDay,
): Promise<Omit<TalliedDay, 'timeZone'>> {
  if (tallied.timeZone === session.timeZone) return tallied;
  const day = dayNumberAt(session.startedAt, session.timeZone);
  const days = (await listSessionTimes(tx.db, session.userId)).map((row) =>
    dayNumberAt(row.started_at, session.timeZone),
  );
  return {
    day,
    sessions: days.filter((other) => other === day).length,
    streak: currentStreak(new Set(days), day),
  };
}

/**
 * The routing-rule events of a session just stored, in its transaction (ADR 020):
 * session.completed, and streak.reached when the session is the first on its day and makes a
 * run of two or more consecutive practice days ending that day (`streakDays`, so a rule can pick
 * milestones such as `streakDays in 7, 30`). One streak event per member and day.
 */
export async function emitPracticeEvents(
  tx: DbAndClock,
  session: CompletedSession,
  tallied: TalliedDay,
): Promise<void> {
  const user = await findUserById(tx.db, session.userId);
  if (!user) return;
  const recipient = { userId: user.id, email: user.email, name: user.name, role: user.role };
  await emitAppEvent(tx, {
    name: 'session.completed',
    id: session.sessionId,
    recipient,
    fields: {
      sessionId: session.sessionId,
      durationMinutes: Math.round(session.durationMs / 60_000),
      imageTitle: session.imageTitle,
    },
  });
  const { day, sessions, streak } = await sessionDay(tx, session, tallied);
  if (sessions > 1 || streak < 2) return;
  await emitAppEvent(tx, {
    name: 'streak.reached',
    id: `${session.userId}:${formatDay(day)}`,
    recipient,
    fields: { streakDays: streak },
  });
}
