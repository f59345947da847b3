import type { ContentOrder } from '../../../shared/admin/tracing-options';
import {
  listOrder,
  setSortOrder,
  SORT_ORDER_STEP,
  type OrderedContentTable,
} from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { noChanges } from './changed-fields';
import { runContentChange } from './run-content-change';
import { orderStale } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

const subjects = {
  meditation_images: { action: 'image.reorder', targetId: 'images' },
  image_categories: { action: 'category.reorder', targetId: 'categories' },
} as const satisfies Partial<Record<OrderedContentTable, { action: string; targetId: string }>>;

/**
 * Puts the whole list in the order given (sort orders 10, 20, …), audited as one change with the
 * orders before and after. The ids must be exactly the list's: one added or deleted meanwhile
 * makes the order stale (409), so an editor never reorders a list they have not seen.
 */
export function reorderContent(
  ctx: TracingOptionsContext,
  change: AdminChange,
  table: keyof typeof subjects,
  { ids }: ContentOrder,
): Promise<void> {
  return runContentChange(ctx, null, async ({ trx, audit }) => {
    const current = await listOrder(trx, table);
    const known = new Set(current.map((row) => row.id));
    if (current.length !== ids.length || !ids.every((id) => known.has(id))) throw orderStale();
    const orderOf = new Map(current.map((row) => [row.id, row.sort_order]));
    const moved = ids
      .map((id, index) => ({ id, sortOrder: (index + 1) * SORT_ORDER_STEP }))
      .filter(({ id, sortOrder }) => orderOf.get(id) !== sortOrder);
    if (moved.length === 0) throw noChanges();
    const time = ctx.clock.nowMs();
    for (const { id, sortOrder } of moved) await setSortOrder(trx, table, id, sortOrder, time);
    const { action, targetId } = subjects[table];
    await audit(change, action, targetId, { ids: current.map((row) => row.id) }, { ids });
  });
}
