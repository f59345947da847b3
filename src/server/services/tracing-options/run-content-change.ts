import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteAssetIfUnused, insertUploadedAsset } from '../../db/repositories/content-assets-repository';
import type { DB } from '../../db/schema';
import type { AdminChange } from '../admin/admin-change';
import type { CheckedUpload } from '../content/check-upload';
import { recordContentAudit } from './record-content-audit';
import type { TracingOptionsContext } from './tracing-options-context';

export interface ContentChange {
  trx: Kysely<DB>;
  /** The asset row of the upload, when the change brought one. */
  newAssetId: string | null;
  /** Call once a row no longer uses this asset: deleted if nothing else does, its file after commit. */
  release(assetId: string | null): Promise<void>;
  /** Records the change's audit entry (e.g. 'image.create') in this transaction, at the app's time. */
  audit(
    change: AdminChange,
    action: string,
    targetId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void>;
}

/**
 * Runs one catalogue change in a transaction, with its upload if any. The file is written first
 * and its row inserted in the transaction; should the transaction fail, the file is removed, so
 * a refused change leaves nothing on disk or in the database. Files of assets the change left
 * unused are removed only after the commit, so a rollback never loses a file still in use.
 */
export async function runContentChange<T>(
  ctx: TracingOptionsContext,
  upload: CheckedUpload | null,
  work: (change: ContentChange) => Promise<T>,
): Promise<T> {
  const stored = upload
    ? { id: randomUUID(), file: await ctx.uploads.save(upload.bytes, upload.extension) }
    : null;
  const unusedFiles: string[] = [];
  let value: T;
  try {
    value = await ctx.db.transaction().execute(async (trx) => {
      if (stored && upload)
        await insertUploadedAsset(trx, {
          id: stored.id,
          mediaType: upload.mediaType,
          storageFile: stored.file,
          bytes: upload.bytes,
        });
      const release = async (assetId: string | null) => {
        const file = assetId === null ? null : await deleteAssetIfUnused(trx, assetId);
        if (file !== null) unusedFiles.push(file);
      };
      const audit: ContentChange['audit'] = (...entry) => recordContentAudit(trx, ctx.clock, ...entry);
      return work({ trx, newAssetId: stored?.id ?? null, release, audit });
    });
  } catch (error) {
    if (stored) await ctx.uploads.remove(stored.file);
    throw error;
  }
  // A file that cannot be removed now is only unused disk, never a wrong answer: the change stands.
  await Promise.all(unusedFiles.map((file) => ctx.uploads.remove(file).catch(() => undefined)));
  return value;
}
