import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AdminSoundtrack, soundtrackFieldsSchema } from '../../../shared/admin/tracing-options';
import { toDbBoolean } from '../../db/column-types';
import { insertSoundtrack, nextSortOrder } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { checkUpload } from '../content/check-upload';
import { soundtrackSnapshot } from './content-snapshots';
import { sentSource } from './content-source';
import { presentAdminSoundtrack } from './present-tracing-options';
import { runContentChange } from './run-content-change';
import { fileSoundtrackSource } from './soundtrack-source';
import { sourceRequired } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/** A new soundtrack from an uploaded audio file (type, size and length checked) or a URL. */
export async function createSoundtrack(
  ctx: TracingOptionsContext,
  change: AdminChange,
  fields: z.output<typeof soundtrackFieldsSchema>,
  file: File | null,
): Promise<AdminSoundtrack> {
  const source = sentSource(file, fields.url, { mediaType: fields.mediaType });
  if (!source) throw sourceRequired();
  const upload = source.file ? await checkUpload(source.file, 'audio') : null;
  const saved = await runContentChange(ctx, upload, async ({ trx, newAssetId, audit }) => {
    const time = ctx.clock.nowMs();
    const row = await insertSoundtrack(trx, {
      id: randomUUID(),
      name: fields.name,
      premium: toDbBoolean(fields.premium),
      sort_order: fields.sortOrder ?? (await nextSortOrder(trx, 'soundtracks')),
      ...fileSoundtrackSource(source, upload, newAssetId, fields.mediaType),
      created_at: time,
      updated_at: time,
    });
    await audit(change, 'soundtrack.create', row.id, null, soundtrackSnapshot(row));
    return row;
  });
  // Signed after the commit: signing may read its key, which must not wait on this transaction.
  return presentAdminSoundtrack(saved, ctx.urls);
}
