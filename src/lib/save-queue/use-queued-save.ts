import { useEffect, useState } from 'react';
import type { QueuedSaveState } from './queued-save';
import type { SaveQueue } from './save-queue';

/** Where one save stands, and once it landed, what the server answered. */
export interface QueuedSaveView {
  state: QueuedSaveState;
  /** The server's JSON answer once 'saved' (undefined before). */
  result?: unknown;
}

/** The save with `key` in `queue` (pending until the queue says otherwise); null without a key. */
export function useQueuedSave(queue: SaveQueue | null, key: string | null): QueuedSaveView | null {
  const [seen, setSeen] = useState<{ key: string; view: QueuedSaveView } | null>(null);
  useEffect(() => {
    if (!queue || !key) return undefined;
    return queue.subscribe((save) => {
      if (save.key === key) setSeen({ key, view: { state: save.state, result: save.result } });
    });
  }, [queue, key]);
  if (!key) return null;
  return seen?.key === key ? seen.view : { state: 'pending' };
}
