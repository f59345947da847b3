import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AdminCategory, categoryFieldsSchema } from '../../../shared/admin/tracing-options';
import { insertCategory, nextSortOrder } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { checkUpload } from '../content/check-upload';
import { categorySnapshot } from './content-snapshots';
import { presentAdminCategory } from './present-tracing-options';
import { runContentChange } from './run-content-change';
import type { TracingOptionsContext } from './tracing-options-context';

/** A new image category, with its SVG icon when one is uploaded; last unless a sort order is given. */
export async function createCategory(
  ctx: TracingOptionsContext,
  change: AdminChange,
  fields: z.output<typeof categoryFieldsSchema>,
  icon: File | null,
): Promise<AdminCategory> {
  const upload = icon ? await checkUpload(icon, 'icon') : null;
  return runContentChange(ctx, upload, async ({ trx, newAssetId, audit }) => {
    const time = ctx.clock.nowMs();
    const row = await insertCategory(trx, {
      id: randomUUID(),
      name: fields.name,
      alt_text: fields.alt,
      color: fields.color,
      sort_order: fields.sortOrder ?? (await nextSortOrder(trx, 'image_categories')),
      icon_asset_id: newAssetId,
      created_at: time,
      updated_at: time,
    });
    await audit(change, 'category.create', row.id, null, categorySnapshot(row));
    return presentAdminCategory(row, 0);
  });
}
