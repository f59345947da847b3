import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ArtworksTable, DB } from '../schema';

/** An artwork without its (large) document and thumbnail: what lists and save answers need. */
export type ArtworkMeta = Omit<Selectable<ArtworksTable>, 'document' | 'thumbnail_png'> & {
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

export async function insertArtwork(db: Kysely<DB>, row: Insertable<ArtworksTable>): Promise<void> {
  await db.insertInto('artworks').values(row).execute();
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
  return row?.document;
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

/** Deletes the member's artwork; false when there was none of theirs. Its session stays (artwork_id → null). */
export async function deleteOwnArtwork(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('artworks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The thumbnail's base64 PNG, by id alone: the caller has checked a signature only the owner was given. */
export async function findArtworkThumbnail(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('artworks').select('thumbnail_png').where('id', '=', id).executeTakeFirst();
  return row?.thumbnail_png;
}
