import { findImage } from '../../db/repositories/content-catalog-repository';
import { deleteImageRow } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { imageSnapshot } from './content-snapshots';
import { runContentChange } from './run-content-change';
import { imageNotFound } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/** Deletes an image and its file; past sessions keep their statistics (their image link is cleared). */
export function deleteImage(ctx: TracingOptionsContext, change: AdminChange, id: string): Promise<void> {
  return runContentChange(ctx, null, async ({ trx, release, audit }) => {
    const current = await findImage(trx, id);
    if (!current) throw imageNotFound();
    await deleteImageRow(trx, id);
    await release(current.source_asset_id);
    await audit(change, 'image.delete', id, imageSnapshot(current), null);
  });
}
