/** The spacing given to points whose time is unknown: one 60 Hz frame. */
export const NOMINAL_SAMPLE_INTERVAL_MS = 16;

/**
 * Fills unknown times (undefined) so that a stroke replays: gaps between two known times are
 * spread evenly, leading and trailing gaps step by NOMINAL_SAMPLE_INTERVAL_MS, and the result
 * never runs backwards nor below 0. Returns a new array; the input is not changed.
 */
export function spreadTimes(times: ReadonlyArray<number | undefined>): number[] {
  const known: number[] = [];
  let runningMax = 0;
  const result = times.map((time, index) => {
    if (time === undefined || !Number.isFinite(time)) return Number.NaN;
    runningMax = Math.max(runningMax, time);
    known.push(index);
    return runningMax;
  });
  const first = known[0];
  if (first === undefined) return result.map((_, index) => index * NOMINAL_SAMPLE_INTERVAL_MS);

  const firstTime = result[first] ?? 0;
  for (let index = 0; index < first; index++) {
    result[index] = Math.max(0, firstTime - (first - index) * NOMINAL_SAMPLE_INTERVAL_MS);
  }
  for (let k = 1; k < known.length; k++) {
    const from = known[k - 1] ?? 0;
    const to = known[k] ?? 0;
    const fromTime = result[from] ?? 0;
    const step = ((result[to] ?? 0) - fromTime) / (to - from);
    for (let index = from + 1; index < to; index++) result[index] = fromTime + step * (index - from);
  }
  const last = known[known.length - 1] ?? 0;
  const lastTime = result[last] ?? 0;
  for (let index = last + 1; index < result.length; index++) {
    result[index] = lastTime + (index - last) * NOMINAL_SAMPLE_INTERVAL_MS;
  }
  return result;
}
