import { SILENCE_SOUNDTRACK_ID } from '../../../shared/content/content-responses';
import { findSoundtrack } from '../../db/repositories/content-catalog-repository';
import { deleteSoundtrackRow } from '../../db/repositories/content-editing-repository';
import type { AdminChange } from '../admin/admin-change';
import { soundtrackSnapshot } from './content-snapshots';
import { runContentChange } from './run-content-change';
import { silenceFixed, soundtrackNotFound } from './tracing-options-errors';
import type { TracingOptionsContext } from './tracing-options-context';

/**
 * Deletes a soundtrack and its file; members who chose it fall back to the default (their
 * preference's link is cleared). Silence cannot be deleted (409).
 */
export function deleteSoundtrack(ctx: TracingOptionsContext, change: AdminChange, id: string): Promise<void> {
  if (id === SILENCE_SOUNDTRACK_ID) return Promise.reject(silenceFixed());
  return runContentChange(ctx, null, async ({ trx, release, audit }) => {
    const current = await findSoundtrack(trx, id);
    if (!current) throw soundtrackNotFound();
    await deleteSoundtrackRow(trx, id);
    await release(current.source_asset_id);
    await audit(change, 'soundtrack.delete', id, soundtrackSnapshot(current), null);
  });
}
