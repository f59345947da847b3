import { WriteRefused, type WriteApi, type WriteKind } from './durability-writes';

export interface LoadOptions {
  kinds: readonly WriteKind[];
  api: WriteApi;
  /** Acknowledged writes of each kind before the kill may come. */
  perKind: number;
  /** Writes in flight at once. */
  concurrency: number;
  /** After every kind has `perKind`, this many more acknowledgements pass before the kill. */
  extraBeforeKill: number;
  /** Kills the server (SIGKILL); writes in flight then fail. */
  kill(): Promise<void>;
}

export interface LoadOutcome {
  /** Keys of the writes whose 2xx answer arrived, by kind name. */
  acknowledged: Map<string, string[]>;
  /** Writes in flight when the server died: their answer never came. */
  unanswered: number;
  /** Acknowledgements counted when the kill was sent. */
  killedAfter: number;
  /** Milliseconds from the first write to the kill. */
  writingMs: number;
}

/**
 * Keeps `concurrency` writes in flight, the kinds in turn, until every kind has `perKind`
 * acknowledged writes and `extraBeforeKill` more have been acknowledged; then kills the server
 * while the other writes are still in flight and waits for them to fail. A write counts only
 * once its 2xx answer fully arrived, even if that happened after the kill was sent. Anything
 * other than a 2xx or (after the kill) a dropped connection fails the run.
 */
export async function writeUntilKilled(options: LoadOptions): Promise<LoadOutcome> {
  const { kinds, api, perKind, concurrency, extraBeforeKill } = options;
  const acknowledged = new Map(kinds.map((kind) => [kind.name, [] as string[]]));
  let total = 0;
  let unanswered = 0;
  let killAt: number | undefined;
  let killing: Promise<void> | undefined;
  let killedAfter = 0;
  let next = 0;
  const started = performance.now();
  let writingMs = 0;

  const acknowledge = (kind: WriteKind, key: string) => {
    acknowledged.get(kind.name)?.push(key);
    total += 1;
    if (killAt === undefined && kinds.every((each) => (acknowledged.get(each.name)?.length ?? 0) >= perKind))
      killAt = total + extraBeforeKill;
    if (killAt !== undefined && total >= killAt && killing === undefined) {
      killedAfter = total;
      writingMs = performance.now() - started;
      killing = options.kill();
    }
  };

  let failure: unknown;
  const writer = async () => {
    while (killing === undefined && failure === undefined) {
      const n = next++;
      const kind = kinds[n % kinds.length];
      if (kind === undefined) throw new Error('no write kinds');
      try {
        acknowledge(kind, await kind.write(api, n));
      } catch (error) {
        // Before the kill every write must succeed; after it, a dropped connection is expected.
        if (killing === undefined || error instanceof WriteRefused) failure ??= error;
        else unanswered += 1;
      }
    }
  };

  await Promise.all(Array.from({ length: concurrency }, writer));
  if (failure !== undefined) throw failure;
  await killing;
  return { acknowledged, unanswered, killedAfter, writingMs };
}
