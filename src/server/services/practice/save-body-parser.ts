import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { DomainError } from '../domain-error';
import type { PrepareOutcome, SaveScope } from './save-body-prepare';

/** Plain JavaScript, so that it can register tsx before loading TypeScript in the worker. */
const workerFile = new URL('./save-body-worker.mjs', import.meta.url).href;

/** Parses, validates and prepares save bodies on worker threads (prepareSave in save-body-prepare.ts). */
export interface SaveBodyParser {
  /** `body` is transferred to the worker: the caller cannot read it afterwards. */
  parse<S extends SaveScope>(scope: S, body: ArrayBuffer): Promise<PrepareOutcome<S>>;
  /** Starts a worker and waits for its first answer, so a worker that cannot load stops start-up, not a save. */
  warmUp(): Promise<void>;
  /** Ends the workers; a later parse starts new ones. */
  close(): Promise<void>;
}

export interface SaveBodyParserOptions {
  /**
   * Worker threads at most; by default one per core. Preparing a save costs more CPU than storing
   * it, so on two cores one worker left the other core half idle (ADR 040); the main thread still
   * gets its share of the cores from the OS while workers are busy.
   */
  threads?: number;
  /**
   * Bytes of bodies held (waiting for or on a worker) at most; past it a save answers 503 and the
   * client retries. Counted in bytes, not bodies: fifty sessions of 200 KB wait together at ease,
   * while a handful of 33 MB drawings fill it, and the last in line is still answered well within
   * the server's 30-second idle timeout (a worker prepares about 15 MB a second).
   */
  maxHeldBytes?: number;
}

/** Every worker is busy and the queue is full: the client's save queue retries (503, Retry-After 5). */
export class SaveServerBusyError extends DomainError {
  constructor() {
    super('busy', practiceMessages.serverBusy, practiceErrorCodes.serverBusy, 5);
  }
}

export function createSaveBodyParser({
  threads = availableParallelism(),
  maxHeldBytes = 64 * 1024 * 1024,
}: SaveBodyParserOptions = {}): SaveBodyParser {
  let heldBytes = 0;
  let pool: Piscina | undefined;
  // Created on first use: a process that never saves (most tests, `npm run db:migrate`) starts no thread.
  // Every thread is kept from the first save on: a thread started under load costs a second of
  // CPU (loading its TypeScript) just when the cores are busiest. Tasks are handed out strictly
  // in turn: by default Piscina sends the task at the head of a full queue to its back, and under
  // load a save then waited anywhere from 0.1 to 1 s (p99 four times p50). Each worker holds a
  // second body, so that it starts it as soon as it finishes one, without waiting for the busy
  // main thread to hand it over (ADR 040).
  const workers = () =>
    (pool ??= new Piscina({
      filename: workerFile,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: 2,
      stricterFIFO: true,
    }));
  const parse = async <S extends SaveScope>(scope: S, body: ArrayBuffer): Promise<PrepareOutcome<S>> => {
    const size = body.byteLength;
    // One body is always taken, however large: the route's own limit bounds it.
    if (heldBytes > 0 && heldBytes + size > maxHeldBytes) throw new SaveServerBusyError();
    heldBytes += size;
    try {
      return (await workers().run({ scope, body }, { transferList: [body] })) as PrepareOutcome<S>;
    } finally {
      heldBytes -= size;
    }
  };
  return {
    parse,
    async warmUp() {
      const outcome = await parse('drawing', new TextEncoder().encode('{}').buffer);
      if (outcome.ok) throw new Error('The save-body worker accepted an empty body');
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

let shared: SaveBodyParser | undefined;

/** The process's pool: sized to the machine's cores, so one is enough however many apps a process builds. */
export function sharedSaveBodyParser(): SaveBodyParser {
  return (shared ??= createSaveBodyParser());
}
