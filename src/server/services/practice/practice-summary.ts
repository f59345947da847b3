import type { PracticeSummary, RecentSession } from '../../../shared/practice/practice-summary';
import { RECENT_SESSIONS } from '../../../shared/practice/practice-limits';
import {
  listRecentSessions,
  listSessionTimes,
  type RecentSessionRow,
} from '../../db/repositories/practice-sessions-repository';
import { dayNumberAt, formatDay } from './days/day-number';
import { summarizePractice } from './days/summarize-practice';
import type { PracticeContext } from './practice-context';
import { thumbnailUrl } from './present-artwork';

async function presentRecent(
  ctx: PracticeContext,
  row: RecentSessionRow,
  timeZone: string,
): Promise<RecentSession> {
  return {
    sessionId: row.id,
    day: formatDay(dayNumberAt(row.started_at, timeZone)),
    startedAt: new Date(row.started_at).toISOString(),
    durationSeconds: Math.round(row.duration_ms / 1000),
    image:
      row.image_id !== null && row.image_title !== null ? { id: row.image_id, title: row.image_title } : null,
    artworkId: row.artwork_id,
    thumbnailUrl: row.artwork_id === null ? null : await thumbnailUrl(ctx.urls, row.artwork_id),
  };
}

/**
 * The dashboard, computed from the sessions alone (never from artworks, so deleting from the
 * gallery leaves it unchanged), with days counted in `timeZone`.
 */
export async function practiceSummary(
  ctx: PracticeContext,
  userId: string,
  timeZone: string,
): Promise<PracticeSummary> {
  const [times, recent] = await Promise.all([
    listSessionTimes(ctx.db, userId),
    listRecentSessions(ctx.db, userId, RECENT_SESSIONS),
  ]);
  const totals = summarizePractice(
    times.map((row) => ({ startedAt: row.started_at, durationMs: row.duration_ms })),
    ctx.clock.nowMs(),
    timeZone,
  );
  return {
    timeZone,
    ...totals,
    recent: await Promise.all(recent.map((row) => presentRecent(ctx, row, timeZone))),
  };
}
