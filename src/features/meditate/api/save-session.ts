import type { SaveSessionRequest } from '../../../shared/practice/practice-session';
import { createApiClient } from '../../../lib/api/api-client';
import type { SaveQueue } from '../../../lib/save-queue/save-queue';

/** POST /api/practice/sessions: answered 201, or 200 for a replay of the same idempotency key. */
export const SAVE_SESSION_ENDPOINT = createApiClient().practice.sessions.$path();

/**
 * Saves a finished session through the save queue: it is kept in IndexedDB and retried with
 * back-off until it lands, always under the session's one idempotency key.
 */
export function saveSession(queue: SaveQueue, body: SaveSessionRequest): Promise<void> {
  return queue.enqueue(body.idempotencyKey, SAVE_SESSION_ENDPOINT, body);
}
