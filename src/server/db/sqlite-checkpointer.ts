import { Worker } from 'node:worker_threads';
import type { SqliteSynchronous } from '../env';

/** Plain JavaScript, loaded without tsx (see the file). */
const workerFile = new URL('./sqlite-checkpoint-worker.mjs', import.meta.url);

/**
 * The log size, in pages, past which the app's own connection checkpoints after a commit, as
 * SQLite does by default at 1,000. With a checkpointer running the log never gets there; it is the
 * bound should the checkpointer's thread die.
 */
export const INLINE_CHECKPOINT_PAGES = 16_384;

export interface SqliteCheckpointerOptions {
  synchronous: SqliteSynchronous;
  /** How often the log is checkpointed. */
  intervalMs?: number;
  /** Told when the thread fails; the app's connection then checkpoints itself. */
  onError: (error: Error) => void;
}

export interface SqliteCheckpointer {
  /** Closes the thread's connection and ends the thread. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a WAL-mode database file from a thread of its own, with its own connection. By
 * default SQLite checkpoints in the connection that commits, once the log passes 1,000 pages: in
 * the server that is the main thread, which then copies about 4 MB into the database and syncs it,
 * holding every request for up to 15 ms every 16 saves of a drawing (ADR 040). Copying in another
 * thread lets the main thread go on serving; the app's connection checkpoints itself only past
 * INLINE_CHECKPOINT_PAGES.
 */
export function startSqliteCheckpointer(
  file: string,
  { synchronous, intervalMs = 100, onError }: SqliteCheckpointerOptions,
): SqliteCheckpointer {
  const worker = new Worker(workerFile, { workerData: { file, synchronous, intervalMs, maxRounds: 8 } });
  // The thread never keeps the process alive: stopping is for an orderly close.
  worker.unref();
  let running = true;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  worker.on('error', onError);
  return {
    async stop() {
      if (running) worker.postMessage('close');
      await exited;
    },
  };
}
