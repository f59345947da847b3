import type { PracticeSummary, RecentSession } from '../../../shared/practice/practice-summary';
import { RECENT_SESSIONS } from '../../../shared/practice/practice-limits';
import { listSessionTimes, type RecentSessionRow } from '../../db/repositories/practice-sessions-repository';
import { dayNumberAt, formatDay } from './days/day-number';
import { summarizePractice } from './days/summarize-practice';
import type { PracticeContext } from './practice-context';
import { thumbnailUrl } from './present-artwork';
import { talliedSummary } from './tallied-totals';

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

/** The totals counted from every session: for a zone the tallies do not count in, or before they exist. */
async function countedTotals(ctx: PracticeContext, userId: string, nowMs: number, timeZone: string) {
  const times = await listSessionTimes(ctx.db, userId);
  return summarizePractice(
    times.map((row) => ({ startedAt: row.started_at, durationMs: row.duration_ms })),
    nowMs,
    timeZone,
  );
}

/**
 * The dashboard, computed from the sessions alone (never from artworks, so deleting from the
 * gallery leaves it unchanged), with days counted in `timeZone`: read from the member's tallies
 * when they count in that zone (ADR 040), else counted from every session.
 */
export async function practiceSummary(
  ctx: PracticeContext,
  userId: string,
  timeZone: string,
): Promise<PracticeSummary> {
  const nowMs = ctx.clock.nowMs();
  const tallied = await talliedSummary(ctx.db, userId, nowMs, timeZone, RECENT_SESSIONS);
  const totals = tallied.totals ?? (await countedTotals(ctx, userId, nowMs, timeZone));
  return {
    timeZone,
    ...totals,
    recent: await Promise.all(tallied.recent.map((row) => presentRecent(ctx, row, timeZone))),
  };
}
