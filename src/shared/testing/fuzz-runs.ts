/** Cases per fuzz target in CI. */
export const DEFAULT_FUZZ_RUNS = 10_000;

/**
 * Tests only: how many cases each fuzz test runs — FUZZ_RUNS when set, for a deeper search
 * (`FUZZ_RUNS=200000 npx vitest run --project unit fuzz`), else DEFAULT_FUZZ_RUNS.
 */
export function fuzzRuns(): number {
  const raw = globalThis.process?.env.FUZZ_RUNS;
  if (raw === undefined || raw === '') return DEFAULT_FUZZ_RUNS;
  const runs = Number(raw);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive whole number, not "${raw}"`);
  return runs;
}

/**
 * A fuzz test's time limit: `msPerDefaultRuns` for DEFAULT_FUZZ_RUNS cases, growing with FUZZ_RUNS,
 * so a deeper search is not cut short by the default test timeout.
 */
export function fuzzTimeout(msPerDefaultRuns: number): number {
  return Math.ceil((msPerDefaultRuns * Math.max(fuzzRuns(), DEFAULT_FUZZ_RUNS)) / DEFAULT_FUZZ_RUNS);
}
