/** Progress defaults to a 0–100 scale (spec §9). */
export const DEFAULT_PROGRESS_MAX = 100;

/** A usable maximum: positive and finite, else the default. */
export function normalizeProgressMax(max: number): number {
  return Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;
}

/** Keeps a progress value within 0..max; a non-finite value counts as no progress. */
export function clampProgress(value: number, max: number = DEFAULT_PROGRESS_MAX): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), normalizeProgressMax(max));
}
