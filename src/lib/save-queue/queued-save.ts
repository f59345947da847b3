/** Where a queued save stands: waiting to (re)send, landed, or refused for good. */
export type QueuedSaveState = 'pending' | 'saved' | 'failed';

/** One save waiting in IndexedDB until the server has it (issue 6, point 5). */
export interface QueuedSave {
  /** The idempotency key: the same on every attempt, so a save lands once. */
  key: string;
  /** Whose save it is: a queue only sends its own member's saves. */
  owner: string;
  /** The POST endpoint, e.g. /api/practice/sessions or /api/gallery. */
  endpoint: string;
  /** The JSON body, sent as it was queued. */
  body: unknown;
  /** Date.now() when it was queued; the queue gives up after the server's age limit. */
  queuedAt: number;
  attempts: number;
  /** Date.now() before which it is not sent again. */
  nextAttemptAt: number;
  state: QueuedSaveState;
  /** The status of the last refused attempt (0 for a network error). */
  lastStatus?: number;
  /** The `code` of that refusal's error body, e.g. storage_quota_exceeded, when it had one. */
  lastCode?: string;
  /**
   * The server's JSON answer, on the 'saved' event only (e.g. the new artwork's id). Never
   * stored: a landed save leaves IndexedDB.
   */
  result?: unknown;
}
