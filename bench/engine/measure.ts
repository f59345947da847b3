import { performance } from 'node:perf_hooks';

/** Options of one measurement. */
export interface MeasureOptions {
  /** Untimed runs first, so the JIT has compiled the hot paths. */
  warmup: number;
  /** Timed runs; the median is reported (robust to a shared, noisy machine). */
  runs: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A time in ms per operation: wall clock, and this process's CPU time (user + system). */
export interface Timing {
  wall: number;
  cpu: number;
}

/** A point on both clocks. */
export function now(): Timing {
  const cpu = process.cpuUsage();
  return { wall: performance.now(), cpu: (cpu.user + cpu.system) / 1000 };
}

/** Time from `start` to now, divided by `operations`. */
export function since(start: Timing, operations = 1): Timing {
  const end = now();
  return { wall: (end.wall - start.wall) / operations, cpu: (end.cpu - start.cpu) / operations };
}

/** The median of each clock. */
export function medianTiming(timings: readonly Timing[]): Timing {
  return { wall: median(timings.map((t) => t.wall)), cpu: median(timings.map((t) => t.cpu)) };
}

/**
 * Times `run` (which returns how many operations it did) and gives the median time per
 * operation in ms on both clocks. `setup` runs untimed before every run. On a machine shared
 * with other work, CPU time is the cost of the code itself; wall time adds the waiting.
 */
export function measure<State>(
  setup: () => State,
  run: (state: State) => number,
  { warmup, runs }: MeasureOptions,
): Timing {
  for (let i = 0; i < warmup; i++) run(setup());
  const timings: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const state = setup();
    const start = now();
    const operations = run(state);
    timings.push(since(start, Math.max(1, operations)));
  }
  return medianTiming(timings);
}
