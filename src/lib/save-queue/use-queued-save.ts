import { useEffect, useState } from 'react';
import type { QueuedSaveState } from './queued-save';
import type { SaveQueue } from './save-queue';

/** Where one save stands, and once it landed, what the server answered. */
export interface QueuedSaveView {
  state: QueuedSaveState;
  /** The server's JSON answer once 'saved' (undefined before). */
  result?: unknown;
  /** Why the server refused it, once 'failed': its error code, when it gave one. */
  failureCode?: string;
}

/** The save with `key` in `queue` (pending until the queue says otherwise); null without a key. */
export function useQueuedSave(queue: SaveQueue | null, key: string | null): QueuedSaveView | null {
  const [seen, setSeen] = useState<{ key: string; view: QueuedSaveView } | null>(null);
  useEffect(() => {
    if (!queue || !key) return undefined;
    return queue.subscribe((save) => {
      if (save.key !== key) return;
      const failureCode = save.state === 'failed' ? save.lastCode : undefined;
      setSeen({ key, view: { state: save.state, result: save.result, failureCode } });
    });
  }, [queue, key]);
  if (!key) return null;
  return seen?.key === key ? seen.view : { state: 'pending' };
}
