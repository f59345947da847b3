import { useEffect, useState } from 'react';
import type { QueuedSaveState } from './queued-save';
import type { SaveQueue } from './save-queue';

/** The state of the save with `key` in `queue` (pending until the queue says otherwise). */
export function useQueuedSaveState(queue: SaveQueue | null, key: string | null): QueuedSaveState | null {
  const [state, setState] = useState<{ key: string; value: QueuedSaveState } | null>(null);
  useEffect(() => {
    if (!queue || !key) return undefined;
    return queue.subscribe((save) => {
      if (save.key === key) setState({ key, value: save.state });
    });
  }, [queue, key]);
  if (!key) return null;
  return state?.key === key ? state.value : 'pending';
}
