import type { z } from 'zod';
import type { AdminSoundtrack, soundtrackChangesSchema } from '../../../shared/admin/tracing-options';
import { SILENCE_SOUNDTRACK_ID } from '../../../shared/content/content-responses';
import { toDbBoolean } from '../../db/column-types';
import { findSoundtrack } from '../../db/repositories/content-catalog-repository';
import { updateSoundtrackRow } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { checkUpload } from '../content/check-upload';
import { changedFields, noChanges } from './changed-fields';
import { soundtrackSnapshot } from './content-snapshots';
import { sentSource } from './content-source';
import { presentAdminSoundtrack } from './present-tracing-options';
import { runContentChange } from './run-content-change';
import { fileSoundtrackSource } from './soundtrack-source';
import { silenceFixed, soundtrackNotFound } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/**
 * Changes the fields sent; a new file or URL makes it a file soundtrack (a generative one's
 * recipe goes). Silence, which every member can always choose, is never changed (409).
 */
export async function updateSoundtrack(
  ctx: TracingOptionsContext,
  change: AdminChange,
  id: string,
  fields: z.output<typeof soundtrackChangesSchema>,
  file: File | null,
): Promise<AdminSoundtrack> {
  if (id === SILENCE_SOUNDTRACK_ID) throw silenceFixed();
  const source = sentSource(file, fields.url, { mediaType: fields.mediaType });
  const upload = source?.file ? await checkUpload(source.file, 'audio') : null;
  const saved = await runContentChange(ctx, upload, async ({ trx, newAssetId, release, audit }) => {
    const current = await findSoundtrack(trx, id);
    if (!current) throw soundtrackNotFound();
    const changes = changedFields(current, {
      name: fields.name,
      premium: fields.premium === undefined ? undefined : toDbBoolean(fields.premium),
      sort_order: fields.sortOrder,
      ...(source ? fileSoundtrackSource(source, upload, newAssetId, fields.mediaType) : {}),
    });
    if (!changes) throw noChanges();
    const row = await updateSoundtrackRow(trx, id, { ...changes, updated_at: ctx.clock.nowMs() });
    if (row.source_asset_id !== current.source_asset_id) await release(current.source_asset_id);
    await audit(change, 'soundtrack.update', id, soundtrackSnapshot(current), soundtrackSnapshot(row));
    return row;
  });
  // Signed after the commit: signing may read its key, which must not wait on this transaction.
  return presentAdminSoundtrack(saved, ctx.urls);
}
