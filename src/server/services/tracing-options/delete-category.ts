import { findCategory } from '../../db/repositories/content-catalog-repository';
import { countImagesByCategory, deleteCategoryRow } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { categorySnapshot } from './content-snapshots';
import { runContentChange } from './run-content-change';
import { categoryInUse, categoryNotFound } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/** Deletes an empty category and its icon; one that still has images is refused (409). */
export function deleteCategory(ctx: TracingOptionsContext, change: AdminChange, id: string): Promise<void> {
  return runContentChange(ctx, null, async ({ trx, release, audit }) => {
    const current = await findCategory(trx, id);
    if (!current) throw categoryNotFound();
    if ((await countImagesByCategory(trx)).has(id)) throw categoryInUse();
    await deleteCategoryRow(trx, id);
    await release(current.icon_asset_id);
    await audit(change, 'category.delete', id, categorySnapshot(current), null);
  });
}
