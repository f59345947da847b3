import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ArtworksTable, DB } from '../schema';

/** An artwork without its (large) document and thumbnail: what lists and save answers need. */
export type ArtworkMeta = Omit<Selectable<ArtworksTable>, 'document' | 'thumbnail_png' | 'size_bytes'> & {
  session_id: string | null;
  image_id: string | null;
};

/** A position in the gallery's newest-first order. */
export interface ArtworkCursor {
  createdAt: number;
  id: string;
}

const metaColumns = [
  'artworks.id',
  'artworks.user_id',
  'artworks.kind',
  'artworks.title',
  'artworks.width',
  'artworks.height',
  'artworks.stroke_count',
  'artworks.created_at',
  'artworks.saved_at',
  'practice_sessions.id as session_id',
  'practice_sessions.image_id',
] as const;

function selectMeta(db: Kysely<DB>) {
  return db
    .selectFrom('artworks')
    .leftJoin('practice_sessions', 'practice_sessions.artwork_id', 'artworks.id')
    .select(metaColumns);
}

/** What a member's artworks take: how many, and their bytes (summed from an index, no document read). */
export interface ArtworkUsage {
  count: number;
  bytes: number;
}

/** The artwork row; a document in several parts keeps part 0 here (see insertDocumentParts). */
export async function insertArtwork(db: Kysely<DB>, row: Insertable<ArtworksTable>): Promise<void> {
  await db.insertInto('artworks').values(row).execute();
}

/**
 * Writes parts 1, 2, … of a large document, one statement each, before its artwork row exists.
 * better-sqlite3 runs a statement synchronously, so waiting a turn between parts lets other
 * requests run: the largest document never holds the server for more than one part's write.
 */
export async function insertDocumentParts(
  db: Kysely<DB>,
  part: { artworkId: string; userId: string; createdAt: number },
  texts: Iterable<string>,
): Promise<void> {
  let seq = 0;
  for (const text of texts) {
    seq += 1;
    await db
      .insertInto('artwork_document_parts')
      .values({
        artwork_id: part.artworkId,
        seq,
        user_id: part.userId,
        text,
        created_at: part.createdAt,
      })
      .execute();
    await nextTurn();
  }
}

export async function deleteDocumentParts(db: Kysely<DB>, artworkId: string): Promise<void> {
  await db.deleteFrom('artwork_document_parts').where('artwork_id', '=', artworkId).execute();
}

/**
 * Deletes the member's parts written before `before` that no artwork owns: left by a save whose
 * process died between writing its parts and its transaction.
 */
export async function deleteOrphanDocumentParts(
  db: Kysely<DB>,
  userId: string,
  before: number,
): Promise<void> {
  await db
    .deleteFrom('artwork_document_parts')
    .where('user_id', '=', userId)
    .where('created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('artworks')
            .select('artworks.id')
            .whereRef('artworks.id', '=', 'artwork_document_parts.artwork_id'),
        ),
      ),
    )
    .execute();
}

export async function artworkUsage(db: Kysely<DB>, userId: string): Promise<ArtworkUsage> {
  const row = await db
    .selectFrom('artworks')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.coalesce(eb.fn.sum('size_bytes'), eb.lit(0)).as('bytes'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as bigint text.
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/** The member's artwork, or undefined when it does not exist or belongs to someone else. */
export function findOwnArtworkMeta(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<ArtworkMeta | undefined> {
  return selectMeta(db)
    .where('artworks.id', '=', id)
    .where('artworks.user_id', '=', userId)
    .executeTakeFirst();
}

/** The document's JSON text: the row's part, then the others in order, one read each (see insertDocumentParts). */
export async function findOwnArtworkDocument(
  db: Kysely<DB>,
  userId: string,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('artworks')
    .select('document')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  let document = row.document;
  for (let seq = 1; ; seq += 1) {
    const part = await db
      .selectFrom('artwork_document_parts')
      .select('text')
      .where('artwork_id', '=', id)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!part) return document;
    document += part.text;
    await nextTurn();
  }
}

/** Newest first (created_at, then id, both descending), `limit` rows after the cursor. */
export function listOwnArtworks(
  db: Kysely<DB>,
  userId: string,
  after: ArtworkCursor | undefined,
  limit: number,
): Promise<ArtworkMeta[]> {
  let query = selectMeta(db).where('artworks.user_id', '=', userId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('artworks.created_at', '<', after.createdAt),
        eb.and([eb('artworks.created_at', '=', after.createdAt), eb('artworks.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('artworks.created_at', 'desc').orderBy('artworks.id', 'desc').limit(limit).execute();
}

/**
 * Deletes the member's artwork and its document parts; false when there was none of theirs. Its
 * session stays (artwork_id → null).
 */
export function deleteOwnArtwork(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('artworks')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await deleteDocumentParts(trx, id);
    return true;
  });
}

/** The thumbnail's base64 PNG, by id alone: the caller has checked a signature only the owner was given. */
export async function findArtworkThumbnail(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('artworks').select('thumbnail_png').where('id', '=', id).executeTakeFirst();
  return row?.thumbnail_png;
}
