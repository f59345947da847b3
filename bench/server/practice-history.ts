import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { mulberry32 } from '../../src/shared/content/prng';
import { createDatabase } from '../../src/server/db/create-database';
import { findUserByEmail } from '../../src/server/db/repositories/users-repository';
import { BENCH_LOGIN, type BenchServer } from './bench-server';
import { benchSessionBody, BENCH_TIME_ZONE } from './session-body';

const DAY_MS = 86_400_000;
const SESSION_MS = 10 * 60_000;
/** Sessions saved through the API: the newest days, one a day, each with its drawing. */
const SAVED_THROUGH_API = 10;

/**
 * Older history, a session at a seeded time of day on about three days in four, now and then
 * two, walking back from `beforeDay` days ago: years of practice, runs and gaps of every length.
 */
function historyStarts(count: number, beforeDay: number, now: number): number[] {
  const random = mulberry32(16);
  const starts: number[] = [];
  for (let daysAgo = beforeDay; starts.length < count; daysAgo += 1) {
    const draw = random();
    if (draw < 0.25) continue;
    const sessions = draw > 0.9 ? 2 : 1;
    for (let i = 0; i < sessions && starts.length < count; i += 1) {
      starts.push(now - daysAgo * DAY_MS + Math.floor(random() * 12) * 3_600_000);
    }
  }
  return starts;
}

/**
 * Gives the bench member exactly `total` sessions, as a member practising for years has: the
 * history written straight into the database (the API takes sessions at most 30 days old), then
 * the last ten days saved through the API, so the recent list carries thumbnails and the
 * member's practice totals are built by a save, as after an upgrade.
 */
export async function seedPracticeHistory(
  server: BenchServer,
  accessToken: string,
  total = 1000,
): Promise<void> {
  const now = Date.now();
  const database = createDatabase(server.database);
  try {
    const member = await findUserByEmail(database.db, BENCH_LOGIN.email);
    if (!member) throw new Error('the bench member is missing');
    const rows = historyStarts(total - SAVED_THROUGH_API, SAVED_THROUGH_API + 1, now).map((startedAt) => ({
      id: randomUUID(),
      user_id: member.id,
      artwork_id: null,
      image_id: 'mandala-lotus',
      soundtrack_id: 'soft-rain',
      started_at: startedAt,
      ended_at: startedAt + SESSION_MS,
      duration_ms: SESSION_MS,
      time_zone: BENCH_TIME_ZONE,
      saved_at: startedAt + SESSION_MS,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await database.db
        .insertInto('practice_sessions')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    for (let daysAgo = SAVED_THROUGH_API - 1; daysAgo >= 0; daysAgo -= 1) {
      const response = await fetch(`${server.url}/api/practice/sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: benchSessionBody(now - daysAgo * DAY_MS),
      });
      if (response.status !== 201) throw new Error(`seeding a session failed: ${response.status}`);
    }
    // PostgreSQL plans from table statistics, which autovacuum gathers within a minute of a load
    // like this one; without them it guesses a handful of sessions and sorts all 1,000 (ADR 040).
    if (server.database.dialect === 'postgres') await sql`analyze`.execute(database.db);
  } finally {
    await database.destroy();
  }
}
