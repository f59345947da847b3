import { readFile } from 'node:fs/promises';
import { median } from '../engine/measure';

/** A process's resident memory at a moment of the soak. */
export interface RssSample {
  /** Milliseconds since the soak started. */
  atMs: number;
  bytes: number;
}

/** VmRSS of a /proc/<pid>/status text, in bytes; undefined when absent (e.g. a zombie). */
export function parseVmRss(status: string): number | undefined {
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
}

/** The resident memory of process `pid` now (Linux), or undefined when it cannot be read. */
export async function readRss(pid: number): Promise<number | undefined> {
  try {
    return parseVmRss(await readFile(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return undefined;
  }
}

export interface RssGrowth {
  /** The first sample. */
  startBytes: number;
  /** Median of the samples in the window right after the warm-up. */
  afterWarmupBytes: number;
  /** Median of the samples in the last window. */
  endBytes: number;
  /** (end − after warm-up) ÷ after warm-up, in percent. */
  growthPercent: number;
}

/**
 * Growth of resident memory after the warm-up (JIT, caches and pools filling): the median over
 * `windowMs` just after `warmupMs` against the median over the last `windowMs`, so one sample
 * taken before a garbage collection does not decide it. Undefined without samples in both windows.
 */
export function rssGrowth(
  samples: readonly RssSample[],
  warmupMs: number,
  windowMs: number,
): RssGrowth | undefined {
  const first = samples[0];
  const last = samples.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const settled = samples.filter((s) => s.atMs >= warmupMs && s.atMs < warmupMs + windowMs);
  const final = samples.filter((s) => s.atMs > last.atMs - windowMs && s.atMs >= warmupMs);
  if (settled.length === 0 || final.length === 0) return undefined;
  const afterWarmupBytes = median(settled.map((s) => s.bytes));
  const endBytes = median(final.map((s) => s.bytes));
  return {
    startBytes: first.bytes,
    afterWarmupBytes,
    endBytes,
    growthPercent: (100 * (endBytes - afterWarmupBytes)) / afterWarmupBytes,
  };
}
