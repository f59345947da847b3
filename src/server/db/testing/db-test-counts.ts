import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../create-database';

type Dialect = Database['dialect'];

/**
 * Test files run in separate workers, so each suite appends its count to a file in a folder the
 * global setup owns, and the global teardown adds them up.
 */
export async function recordDbTests(dir: string, dialect: Dialect, count: number): Promise<void> {
  await appendFile(join(dir, `counts-${process.pid}.txt`), `${dialect} ${count}\n`);
}

export async function readDbTestCounts(dir: string): Promise<Record<Dialect, number>> {
  const totals: Record<Dialect, number> = { sqlite: 0, postgres: 0 };
  for (const file of await readdir(dir)) {
    for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
      const [dialect, count] = line.split(' ');
      if (dialect === 'sqlite' || dialect === 'postgres') totals[dialect] += Number(count);
    }
  }
  return totals;
}

export function formatDbTestCounts(totals: Record<Dialect, number>): string {
  return `DB tests: ${totals.sqlite} on sqlite, ${totals.postgres} on postgres`;
}
