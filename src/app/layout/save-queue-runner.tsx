import { useSaveQueue } from '../../lib/save-queue/use-save-queue';

/**
 * Keeps the signed-in member's save queue sending on every page, so a session left waiting
 * (offline, or a failed save) lands when the connection returns, wherever the member is then.
 */
export function SaveQueueRunner() {
  useSaveQueue();
  return null;
}
