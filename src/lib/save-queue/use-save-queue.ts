import { useEffect, useMemo } from 'react';
import { sendJson } from '../api/send-json';
import { useFetchWithAuth } from '../api/use-fetch-with-auth';
import { useAuth } from '../auth/use-auth';
import type { SaveQueue } from './save-queue';
import { saveQueueFor } from './save-queue-registry';

/**
 * The signed-in member's save queue (one per member for the page's life, whichever features
 * use it), sending through fetchWithAuth while the component is mounted. It picks up saves that
 * an earlier visit left waiting. Null when signed out.
 */
export function useSaveQueue(): SaveQueue | null {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  const owner = user?.id;
  const queue = useMemo(() => (owner ? saveQueueFor(owner) : null), [owner]);
  useEffect(() => {
    if (!queue) return undefined;
    queue.setSender((endpoint, body) => sendJson(fetcher, 'POST', endpoint, body));
    return queue.start();
  }, [queue, fetcher]);
  return queue;
}
