import { readFile } from 'node:fs/promises';

/** Linux reports CPU time in clock ticks of USER_HZ, 100 a second on every common platform. */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU seconds of a /proc/<pid>/stat text (fields 14 and 15, counted after the
 * command name, which may itself hold spaces and parentheses).
 */
export function parseCpuSeconds(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 3 (state) is fields[0] here, so utime (14) and stime (15) are fields[11] and fields[12].
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) / TICKS_PER_SECOND : undefined;
}

/** The CPU seconds process `pid` has used so far, or undefined when they cannot be read. */
export async function readCpuSeconds(pid: number): Promise<number | undefined> {
  try {
    return parseCpuSeconds(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}
