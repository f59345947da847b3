import { useSaveQueue } from '../../lib/save-queue/use-save-queue';

/** Runs the signed-in member's save queue while mounted. */
export function MemberSaveQueue() {
  useSaveQueue();
  return null;
}
