import type { Logger } from '../logger';

/**
 * Work that outlives the request that started it, such as the reset mail sent after the answer
 * (ADR 012). Tracked so that shutdown lets it end before closing the database, and so that tests
 * can wait for it instead of sleeping.
 */
export interface BackgroundWork {
  /** Starts `task` once the current turn (and so the answer) is done; its failure is logged, never thrown. */
  run(task: () => Promise<void>, failureMessage: string): void;
  /** Resolves once every task started so far, and any they started, has ended. */
  settled(): Promise<void>;
}

export function createBackgroundWork(logger: Logger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(task, failureMessage) {
      const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error }, failureMessage))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
