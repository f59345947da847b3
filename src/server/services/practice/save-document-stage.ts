import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import {
  deleteDocumentParts,
  deleteOrphanDocumentParts,
  insertDocumentParts,
} from '../../db/repositories/artworks-repository';
import type { DB } from '../../db/schema';
import type { PreparedArtwork } from './save-body-prepare';
import type { SaveStage } from './save-idempotently';

/** Far longer than any save takes between writing its parts and committing its artwork. */
const ORPHAN_AGE_MS = 60 * 60_000;

/**
 * Writes parts 1, 2, … of a large document before the save's transaction (ADR 014), and deletes
 * them when the save does not happen; undefined when the artwork row holds the whole document.
 * Written inside the transaction they would hold SQLite's one connection, and every other
 * request with it, for the whole write.
 */
export function documentPartsStage(
  { db, clock }: { db: Kysely<DB>; clock: Clock },
  ids: { artworkId: string; userId: string },
  artwork: PreparedArtwork,
): SaveStage | undefined {
  const rest = artwork.documentRest;
  if (rest.length === 0) return undefined;
  // Decoded one at a time as each is written: decoding all at once would hold the server again.
  function* texts() {
    const decoder = new TextDecoder();
    for (const part of rest) yield decoder.decode(part);
  }
  return {
    async run() {
      const now = clock.nowMs();
      // Parts left behind when a process died mid-save: this member's next large save tidies them.
      await deleteOrphanDocumentParts(db, ids.userId, now - ORPHAN_AGE_MS);
      await insertDocumentParts(db, { ...ids, createdAt: now }, texts());
    },
    undo: () => deleteDocumentParts(db, ids.artworkId),
  };
}
