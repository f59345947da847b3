import type { z } from 'zod';
import type { AdminImage, imageChangesSchema } from '../../../shared/admin/tracing-options';
import { toDbBoolean } from '../../db/column-types';
import { findCategory, findImage } from '../../db/repositories/content-catalog-repository';
import { updateImageRow } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { checkUpload } from '../content/check-upload';
import { changedFields, noChanges } from './changed-fields';
import { imageSnapshot } from './content-snapshots';
import { sentSource, sourceImageKind } from './content-source';
import { presentAdminImage } from './present-tracing-options';
import { runContentChange } from './run-content-change';
import { imageNotFound, unknownCategory } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/**
 * Changes the fields sent; a new file or URL replaces the image's source (the old file goes once
 * nothing uses it). Premium gating follows the flag at once: asset URLs are checked per request.
 */
export async function updateImage(
  ctx: TracingOptionsContext,
  change: AdminChange,
  id: string,
  fields: z.output<typeof imageChangesSchema>,
  file: File | null,
): Promise<AdminImage> {
  const source = sentSource(file, fields.url, { kind: fields.kind });
  const upload = source?.file ? await checkUpload(source.file, 'image') : null;
  const kind = sourceImageKind(source, upload, fields.kind);
  const saved = await runContentChange(ctx, upload, async ({ trx, newAssetId, release, audit }) => {
    const current = await findImage(trx, id);
    if (!current) throw imageNotFound();
    if (fields.categoryId !== undefined && !(await findCategory(trx, fields.categoryId)))
      throw unknownCategory();
    const changes = changedFields(current, {
      category_id: fields.categoryId,
      title: fields.title,
      alt_text: fields.alt,
      premium: fields.premium === undefined ? undefined : toDbBoolean(fields.premium),
      sort_order: fields.sortOrder,
      kind,
      ...(source ? { source_asset_id: newAssetId, source_url: source.url ?? null } : {}),
    });
    if (!changes) throw noChanges();
    const row = await updateImageRow(trx, id, { ...changes, updated_at: ctx.clock.nowMs() });
    if (row.source_asset_id !== current.source_asset_id) await release(current.source_asset_id);
    await audit(change, 'image.update', id, imageSnapshot(current), imageSnapshot(row));
    return row;
  });
  // Signed after the commit: signing may read its key, which must not wait on this transaction.
  return presentAdminImage(saved, ctx.urls);
}
