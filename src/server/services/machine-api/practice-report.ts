import type { z } from 'zod';
import type { practiceReportSchema } from '../../../shared/machine-api/v1-schemas';
import { countPracticingMembers, sessionsPerDay } from '../../db/repositories/practice-stats-repository';
import type { DbAndClock } from '../db-and-clock';

type PracticeReport = z.output<typeof practiceReportSchema>;

const dayMs = 86_400_000;
const minutes = (ms: number) => Math.round(ms / 600) / 100;

/** Sessions of every member over the last `days` UTC days, today included, with a row per day. */
export async function practiceReport({ db, clock }: DbAndClock, days: number): Promise<PracticeReport> {
  const to = clock.nowMs();
  const firstDay = Math.floor(to / dayMs) - days + 1;
  const from = firstDay * dayMs;
  const [rows, members] = await Promise.all([
    sessionsPerDay(db, from, to + 1),
    countPracticingMembers(db, from, to + 1),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const perDay = Array.from({ length: days }, (_, index) => {
    const row = byDay.get(firstDay + index);
    return {
      date: new Date((firstDay + index) * dayMs).toISOString().slice(0, 10),
      sessions: row?.sessions ?? 0,
      minutes: minutes(row?.durationMs ?? 0),
    };
  });
  const totalMs = rows.reduce((sum, row) => sum + row.durationMs, 0);
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    totals: {
      sessions: rows.reduce((sum, row) => sum + row.sessions, 0),
      minutes: minutes(totalMs),
      members,
    },
    days: perDay,
  };
}
