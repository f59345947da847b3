import type { DatabaseConfig } from '../../../src/server/env';
import { runScript, type ScriptResult } from '../../../src/server/testing/run-script';
import type { WriteApi, WriteKind } from './durability-writes';

/** The environment the server and the backup CLIs read for one DATA_DIR and database. */
export function cliEnv(dataDir: string, database: DatabaseConfig): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url } : {}),
  };
}

/** `npm run db:backup` / `npm run db:restore` as the operator runs them, in a process of their own. */
export function runBackupCli(
  command: 'backup' | 'restore',
  env: Record<string, string>,
  args: readonly string[] = [],
): Promise<ScriptResult> {
  return runScript(`src/server/db/backup/${command}-cli.ts`, env, 60_000, args);
}

export interface WriteRecord {
  n: number;
  kind: WriteKind;
  key: string;
}

export interface Writing {
  /** Every acknowledged write so far, in the order the answers arrived. */
  readonly acknowledged: readonly WriteRecord[];
  /** Lets the writes in flight finish and starts no more; rejects if any write was refused. */
  stop(): Promise<void>;
}

/**
 * Keeps `concurrency` writes in flight, the kinds in turn, numbered from `first`, until stopped.
 * A write counts once its 2xx answer fully arrived; any other answer fails the run at stop().
 */
export function keepWriting(
  api: WriteApi,
  kinds: readonly WriteKind[],
  first: number,
  concurrency: number,
): Writing {
  const acknowledged: WriteRecord[] = [];
  let next = first;
  let stopping = false;
  let failure: unknown;
  const writer = async () => {
    while (!stopping && failure === undefined) {
      const n = next++;
      const kind = kinds[n % kinds.length];
      if (kind === undefined) throw new Error('keepWriting needs at least one kind of write');
      try {
        acknowledged.push({ n, kind, key: await kind.write(api, n) });
      } catch (error) {
        failure ??= error;
      }
    }
  };
  const writers = Array.from({ length: concurrency }, writer);
  return {
    acknowledged,
    async stop() {
      stopping = true;
      await Promise.all(writers);
      if (failure !== undefined) throw failure;
    },
  };
}
