import type { z } from 'zod';
import type { AdminCategory, categoryChangesSchema } from '../../../shared/admin/tracing-options';
import { findCategory } from '../../db/repositories/content-catalog-repository';
import { countImagesByCategory, updateCategoryRow } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { checkUpload } from '../content/check-upload';
import { categorySnapshot } from './content-snapshots';
import { changedFields, noChanges } from './changed-fields';
import { presentAdminCategory } from './present-tracing-options';
import { runContentChange } from './run-content-change';
import { categoryNotFound } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/** Changes the fields sent and, with a new icon, replaces the icon; 'No changes to update' otherwise. */
export async function updateCategory(
  ctx: TracingOptionsContext,
  change: AdminChange,
  id: string,
  fields: z.output<typeof categoryChangesSchema>,
  icon: File | null,
): Promise<AdminCategory> {
  const upload = icon ? await checkUpload(icon, 'icon') : null;
  return runContentChange(ctx, upload, async ({ trx, newAssetId, release, audit }) => {
    const current = await findCategory(trx, id);
    if (!current) throw categoryNotFound();
    const changes = changedFields(current, {
      name: fields.name,
      alt_text: fields.alt,
      color: fields.color,
      sort_order: fields.sortOrder,
      icon_asset_id: newAssetId ?? undefined,
    });
    if (!changes) throw noChanges();
    const row = await updateCategoryRow(trx, id, { ...changes, updated_at: ctx.clock.nowMs() });
    if (newAssetId !== null) await release(current.icon_asset_id);
    await audit(change, 'category.update', id, categorySnapshot(current), categorySnapshot(row));
    return presentAdminCategory(row, (await countImagesByCategory(trx)).get(id) ?? 0);
  });
}
