import { apiErrorBodySchema } from '../../shared/api-error';
import { MAX_SESSION_AGE_MS } from '../../shared/practice/practice-limits';
import { backoffDelay } from './backoff-delay';
import { isRetryableStatus } from '../api/is-retryable-status';
import type { QueuedSave } from './queued-save';
import type { SaveQueueStore } from './save-queue-store';

/** Sends one save; answers its Response (a thrown error counts as a network failure). */
export type SaveSender = (endpoint: string, body: unknown) => Promise<Response>;

export interface SaveQueueOptions {
  owner: string;
  store: SaveQueueStore;
  send: SaveSender;
  /** Stop retrying a save this long after it was queued (the server refuses older ones). */
  maxAgeMs?: number;
  now?: () => number;
}

type Listener = (save: QueuedSave) => void;

/** The stable code of an error answer's body, so the UI can say why a save was refused. */
async function refusalCode(response: Response): Promise<string | undefined> {
  const body = apiErrorBodySchema.safeParse(await response.json().catch(() => undefined));
  return body.success ? body.data.code : undefined;
}

/**
 * A save-until-it-lands queue, generic over the endpoint: every save is written to IndexedDB
 * first, then sent; network errors, 5xx and 429 are retried with exponential back-off and
 * whenever the browser comes back online; a final refusal (400, 403, 409) or the age limit
 * marks it failed and keeps it on the device. The idempotency key goes with every attempt, and
 * one key is never in flight twice, so a save lands once.
 */
export class SaveQueue {
  private readonly listeners = new Set<Listener>();
  private readonly inFlight = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private starts = 0;
  private send: SaveSender;
  private readonly onOnline = () => void this.flush({ all: true });
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor(private readonly options: SaveQueueOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? MAX_SESSION_AGE_MS;
    this.send = options.send;
  }

  /** Sends through `send` from now on (the signed-in session's fetcher changes with its tokens). */
  setSender(send: SaveSender): void {
    this.send = send;
  }

  /**
   * Listens for the online event and sends whatever is waiting. Every component that shows saves
   * may start the queue; it keeps listening until the last of them stops it.
   */
  start(): () => void {
    if (this.starts++ === 0) window.addEventListener('online', this.onOnline);
    void this.flush({ all: true });
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (--this.starts > 0) return;
      window.removeEventListener('online', this.onOnline);
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
    };
  }

  /** Calls `listener` with a save whenever its state changes. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the save, then tries to send it at once. */
  async enqueue(key: string, endpoint: string, body: unknown): Promise<void> {
    const now = this.now();
    const save: QueuedSave = {
      key,
      owner: this.options.owner,
      endpoint,
      body,
      queuedAt: now,
      attempts: 0,
      nextAttemptAt: now,
      state: 'pending',
    };
    await this.options.store.put(save);
    this.emit(save);
    await this.flush();
  }

  /** Tries a failed save again (the completion screen's retry). */
  async retry(key: string): Promise<void> {
    const save = (await this.options.store.all(this.options.owner)).find((item) => item.key === key);
    if (!save) return;
    const again: QueuedSave = {
      ...save,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: this.now(),
      queuedAt: this.now(),
    };
    await this.options.store.put(again);
    this.emit(again);
    await this.flush();
  }

  /**
   * Sends every pending save that is due (`all`: every pending one, as when the network comes
   * back and waiting out the back-off would only delay it); schedules the next due one.
   */
  async flush({ all = false }: { all?: boolean } = {}): Promise<void> {
    const saves = await this.options.store.all(this.options.owner);
    const due = saves.filter((save) => save.state === 'pending' && (all || save.nextAttemptAt <= this.now()));
    await Promise.all(due.map((save) => this.attempt(save)));
    await this.schedule();
  }

  private async attempt(save: QueuedSave): Promise<void> {
    if (this.inFlight.has(save.key)) return;
    this.inFlight.add(save.key);
    try {
      const { status, result, code } = await this.send(save.endpoint, save.body)
        .then(async (response) =>
          response.ok
            ? {
                status: 200,
                result: (await response.json().catch(() => undefined)) as unknown,
                code: undefined,
              }
            : { status: response.status, result: undefined, code: await refusalCode(response) },
        )
        .catch(() => ({ status: 0, result: undefined, code: undefined }));
      if (status === 200) {
        await this.options.store.delete(save.key);
        this.emit({ ...save, state: 'saved', attempts: save.attempts + 1, result });
        return;
      }
      const attempts = save.attempts + 1;
      const expired = this.now() - save.queuedAt >= this.maxAgeMs;
      const refused = { ...save, attempts, lastStatus: status, lastCode: code };
      // A final refusal, such as a full gallery (409), stays failed until the member retries it.
      const next: QueuedSave =
        isRetryableStatus(status) && !expired
          ? { ...refused, nextAttemptAt: this.now() + backoffDelay(attempts) }
          : { ...refused, state: 'failed' };
      await this.options.store.put(next);
      this.emit(next);
    } finally {
      this.inFlight.delete(save.key);
    }
  }

  private async schedule(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const pending = (await this.options.store.all(this.options.owner)).filter(
      (save) => save.state === 'pending',
    );
    if (pending.length === 0) return;
    const soonest = Math.min(...pending.map((save) => save.nextAttemptAt));
    this.timer = setTimeout(() => void this.flush(), Math.max(0, soonest - this.now()));
  }

  private emit(save: QueuedSave): void {
    for (const listener of this.listeners) listener(save);
  }
}
