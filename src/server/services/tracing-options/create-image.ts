import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AdminImage, imageFieldsSchema } from '../../../shared/admin/tracing-options';
import { toDbBoolean } from '../../db/column-types';
import { findCategory } from '../../db/repositories/content-catalog-repository';
import { insertImage, nextSortOrder } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { checkUpload } from '../content/check-upload';
import { imageSnapshot } from './content-snapshots';
import { sentSource, sourceImageKind } from './content-source';
import { presentAdminImage } from './present-tracing-options';
import { runContentChange } from './run-content-change';
import { sourceRequired, unknownCategory } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/**
 * A new meditation image from an uploaded SVG or raster file (its kind read from the content) or
 * from a URL with its kind. It is in the catalogue at once: an SVG one is a tracing target for
 * the next member who opens it.
 */
export async function createImage(
  ctx: TracingOptionsContext,
  change: AdminChange,
  fields: z.output<typeof imageFieldsSchema>,
  file: File | null,
): Promise<AdminImage> {
  const source = sentSource(file, fields.url, { kind: fields.kind });
  if (!source) throw sourceRequired();
  const upload = source.file ? await checkUpload(source.file, 'image') : null;
  const kind = sourceImageKind(source, upload, fields.kind);
  const saved = await runContentChange(ctx, upload, async ({ trx, newAssetId, audit }) => {
    if (!(await findCategory(trx, fields.categoryId))) throw unknownCategory();
    const time = ctx.clock.nowMs();
    const row = await insertImage(trx, {
      id: randomUUID(),
      category_id: fields.categoryId,
      title: fields.title,
      alt_text: fields.alt,
      premium: toDbBoolean(fields.premium),
      sort_order: fields.sortOrder ?? (await nextSortOrder(trx, 'meditation_images')),
      kind,
      source_asset_id: newAssetId,
      source_url: source.url ?? null,
      created_at: time,
      updated_at: time,
    });
    await audit(change, 'image.create', row.id, null, imageSnapshot(row));
    return row;
  });
  // Signed after the commit: signing may read its key, which must not wait on this transaction.
  return presentAdminImage(saved, ctx.urls);
}
