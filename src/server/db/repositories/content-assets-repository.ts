import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { nowMs } from '../../clock';
import type { ContentAssetsTable, DB } from '../schema';

export type ContentAssetRow = Selectable<ContentAssetsTable>;

export interface NewContentAsset {
  id: string;
  mediaType: string;
  /** Text (SVG) or bytes (raster images, audio). */
  body: string | Uint8Array;
}

export function findAsset(db: Kysely<DB>, id: string): Promise<ContentAssetRow | undefined> {
  return db.selectFrom('content_assets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The asset's bytes, whichever way they are stored. */
export function assetBytes(asset: Pick<ContentAssetRow, 'encoding' | 'body'>): Buffer {
  return Buffer.from(asset.body, asset.encoding === 'utf8' ? 'utf8' : 'base64');
}

const sha256Tag = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

/** Stores the asset unless one with its id exists (then nothing changes). */
export async function insertAssetIfMissing(db: Kysely<DB>, asset: NewContentAsset): Promise<void> {
  const { body } = asset;
  const isText = typeof body === 'string';
  const bytes = isText ? Buffer.from(body, 'utf8') : Buffer.from(body);
  await db
    .insertInto('content_assets')
    .values({
      id: asset.id,
      media_type: asset.mediaType,
      encoding: isText ? 'utf8' : 'base64',
      body: isText ? body : bytes.toString('base64'),
      byte_size: bytes.length,
      sha256: sha256Tag(bytes),
      created_at: nowMs(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export interface NewUploadedAsset {
  id: string;
  mediaType: string;
  /** The generated name of the file under DATA_DIR/uploads that holds the bytes. */
  storageFile: string;
  /** The stored bytes, for the size and the ETag. */
  bytes: Uint8Array;
}

/** Records an uploaded file: its bytes stay on disk, the row keeps what serving needs. */
export async function insertUploadedAsset(db: Kysely<DB>, asset: NewUploadedAsset): Promise<void> {
  await db
    .insertInto('content_assets')
    .values({
      id: asset.id,
      media_type: asset.mediaType,
      encoding: asset.mediaType === 'image/svg+xml' ? 'utf8' : 'base64',
      body: '',
      byte_size: asset.bytes.length,
      sha256: sha256Tag(asset.bytes),
      created_at: nowMs(),
      storage_file: asset.storageFile,
    })
    .execute();
}

/**
 * Deletes the asset when no image, soundtrack or category icon uses it any more, and returns its
 * upload file name (to remove once the transaction has committed), or null.
 */
export async function deleteAssetIfUnused(db: Kysely<DB>, id: string): Promise<string | null> {
  const user = await db
    .selectFrom('meditation_images')
    .select('id')
    .where('source_asset_id', '=', id)
    .unionAll(db.selectFrom('soundtracks').select('id').where('source_asset_id', '=', id))
    .unionAll(db.selectFrom('image_categories').select('id').where('icon_asset_id', '=', id))
    .limit(1)
    .executeTakeFirst();
  if (user) return null;
  const deleted = await db
    .deleteFrom('content_assets')
    .where('id', '=', id)
    .returning('storage_file')
    .executeTakeFirst();
  return deleted?.storage_file ?? null;
}

/**
 * An asset needs a signed URL when a premium image or soundtrack uses it. Derived on each request
 * rather than stored, so making an item premium (or free) gates its file at once.
 */
export async function assetIsPremium(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('meditation_images')
    .select('id')
    .where('source_asset_id', '=', id)
    .where('premium', '=', 1)
    .unionAll(
      db.selectFrom('soundtracks').select('id').where('source_asset_id', '=', id).where('premium', '=', 1),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
