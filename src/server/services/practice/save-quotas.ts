import type { Kysely } from 'kysely';
import { formatLimit } from '../../../shared/canvas/limits';
import { formatBytes } from '../../../shared/format-bytes';
import { practiceErrorCodes, practiceMessages, withLimit } from '../../../shared/practice/practice-messages';
import { artworkUsage } from '../../db/repositories/artworks-repository';
import { countSessions } from '../../db/repositories/practice-sessions-repository';
import type { DB } from '../../db/schema';
import type { Env } from '../../env';
import { DomainError } from '../domain-error';

/** What one member may keep (QUOTA_* in env.ts; ADR 014 says why these defaults). */
export interface StorageQuotas {
  artworks: number;
  artworkBytes: number;
  sessions: number;
}

export function storageQuotas(env: Env): StorageQuotas {
  return {
    artworks: env.QUOTA_ARTWORKS,
    artworkBytes: env.QUOTA_ARTWORK_STORAGE,
    sessions: env.QUOTA_SESSIONS,
  };
}

/**
 * 409 Conflict: the request is valid, but the member's storage as it stands cannot take it, and
 * the member can resolve that (delete artworks) and send the same request again (RFC 9110 §15.5.10).
 * Not 413, which says this body is too large, nor 507 or 429, which clients retry as transient.
 */
const refuse = (message: string, code: string) => new DomainError('conflict', message, code);

/**
 * Refuses a save that would take the member past a quota. It runs in the save's transaction after
 * the idempotency key is claimed: a replay of a stored save never meets it, and a refusal rolls the
 * claim back, so the same save succeeds once the member has made room. Nothing stored is touched.
 */
export async function assertRoomFor(
  db: Kysely<DB>,
  quotas: StorageQuotas,
  userId: string,
  save: { artworkBytes: number; addsSession: boolean },
): Promise<void> {
  const usage = await artworkUsage(db, userId);
  const galleryFull = practiceErrorCodes.storageQuotaExceeded;
  if (usage.count >= quotas.artworks) {
    throw refuse(withLimit(practiceMessages.galleryFullCount, formatLimit(quotas.artworks)), galleryFull);
  }
  if (usage.bytes + save.artworkBytes > quotas.artworkBytes) {
    throw refuse(withLimit(practiceMessages.galleryFullBytes, formatBytes(quotas.artworkBytes)), galleryFull);
  }
  if (save.addsSession && (await countSessions(db, userId)) >= quotas.sessions) {
    throw refuse(
      withLimit(practiceMessages.sessionLimit, formatLimit(quotas.sessions)),
      practiceErrorCodes.sessionQuotaExceeded,
    );
  }
}
