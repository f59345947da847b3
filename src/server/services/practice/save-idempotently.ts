import type { Kysely, Transaction } from 'kysely';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import type { Clock } from '../../clock';
import {
  claimSaveRequest,
  findSaveRequest,
  type SaveRequestRow,
} from '../../db/repositories/save-requests-repository';
import type { DB } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { SaveScope } from './save-body-prepare';

export interface SaveRequest {
  userId: string;
  idempotencyKey: string;
  scope: SaveScope;
  /** The validated body's hash (requestHash), to tell a replay from a different request under the same key. */
  requestHash: string;
  /** Ids for the rows a new save creates, recorded with the key. */
  ids: SavedIds;
}

/** Work a new save does before its transaction, and how to undo it when the save does not happen. */
export interface SaveStage {
  run(): Promise<void>;
  undo(): Promise<void>;
}

export interface SaveSteps {
  /** Rules that apply only to new saves, such as the clock window; throws to refuse. */
  check(): Promise<void>;
  /** E.g. writing a large document's parts, which must not happen inside the transaction. */
  stage?: SaveStage;
  /** Stores the rows, inside the transaction that claims the key. */
  create(trx: Transaction<DB>): Promise<void>;
}

/** Ids of what the first request created. */
export interface SavedIds {
  artworkId: string;
  sessionId: string | null;
}

export interface SaveOutcome {
  /** False when this answered a replay of an earlier request. */
  created: boolean;
  ids: SavedIds;
}

/** Thrown inside the transaction to roll it back when another request claimed the key first. */
class KeyTaken extends Error {}

function replayOf(record: SaveRequestRow, scope: SaveScope, hash: string): SaveOutcome {
  if (record.scope !== scope || record.request_hash !== hash) {
    throw new DomainError(
      'conflict',
      practiceMessages.idempotencyConflict,
      practiceErrorCodes.idempotencyConflict,
    );
  }
  return { created: false, ids: { artworkId: record.artwork_id, sessionId: record.session_id } };
}

/**
 * Runs a save at most once per (member, idempotency key). A key seen before answers the first
 * result when the body is the same and 409 when it differs. Otherwise `check` runs, then `stage`,
 * then one transaction claims the key and `create` stores the rows, so a crash never leaves a
 * claimed key without its rows. When two requests race with one key, the loser's claim finds the
 * winner's row (PostgreSQL makes it wait for the winner's commit), rolls back and answers as a
 * replay. Whenever the save does not happen after `stage` ran, its work is undone.
 */
export async function saveIdempotently(
  { db, clock }: { db: Kysely<DB>; clock: Clock },
  request: SaveRequest,
  { check, stage, create }: SaveSteps,
): Promise<SaveOutcome> {
  const { userId, idempotencyKey, scope, ids, requestHash: hash } = request;
  const earlier = await findSaveRequest(db, userId, idempotencyKey);
  if (earlier) return replayOf(earlier, scope, hash);
  await check();
  let created = false;
  try {
    await stage?.run();
    await db.transaction().execute(async (trx) => {
      const claimed = await claimSaveRequest(trx, {
        user_id: userId,
        idempotency_key: idempotencyKey,
        scope,
        request_hash: hash,
        session_id: ids.sessionId,
        artwork_id: ids.artworkId,
        created_at: clock.nowMs(),
      });
      if (!claimed) throw new KeyTaken();
      await create(trx);
    });
    created = true;
    return { created: true, ids };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await findSaveRequest(db, userId, idempotencyKey);
    if (!winner)
      throw new Error('An idempotency key was claimed but its record is missing', { cause: error });
    return replayOf(winner, scope, hash);
  } finally {
    // A failed undo leaves orphaned parts, which the member's next large save deletes: the answer
    // (the replay, or the error that stopped the save) matters more than this cleanup.
    if (!created) await stage?.undo().catch(() => undefined);
  }
}
