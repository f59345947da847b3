import { randomUUID } from 'node:crypto';
import type { AnalyticsProperties } from '../../../shared/analytics/analytics-properties';
import { insertAnalyticsEvent } from '../../db/repositories/analytics-events-repository';
import type { DbAndClock } from '../db-and-clock';

export interface AnalyticsCall {
  /** The event name of a track call; undefined for identify. */
  event?: string;
  properties?: AnalyticsProperties;
  /** The caller's account, from a verified session only. */
  accountId: string | undefined;
  /** The userId the body stated. */
  statedUserId: string | null | undefined;
}

/**
 * Stores a track or identify call with the server's own received time. Who it is about (ADR 021):
 * a signed-in caller is its account, whatever the body says — a stated id is dropped, so no one
 * can file events as another member; a signed-out caller's stated id is kept only as an anonymous
 * distinct id, never linked to an account.
 */
export async function recordAnalytics({ db, clock }: DbAndClock, call: AnalyticsCall): Promise<void> {
  await insertAnalyticsEvent(db, {
    id: randomUUID(),
    kind: call.event === undefined ? 'identify' : 'track',
    event: call.event ?? null,
    properties: JSON.stringify(call.properties ?? {}),
    user_id: call.accountId ?? null,
    distinct_id: call.accountId === undefined ? (call.statedUserId ?? null) : null,
    received_at: clock.nowMs(),
  });
}
