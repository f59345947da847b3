import type { PenPatch, PenSettings } from '../../shared/canvas/pen-settings';

const PEN_KEYS = [
  'tool',
  'toolParams',
  'color',
  'size',
  'eraser',
  'eraserSize',
  'pressureCurve',
] as const satisfies ReadonlyArray<keyof PenSettings>;

/**
 * The settings that changed since `previous` was sent (all of them when nothing was), or null
 * when none did: moving one slider sends one field. A new pen always takes its parameters along,
 * because the engine applies toolParams to the pen named in the same patch.
 */
export function penPatch(previous: PenSettings | null, next: PenSettings): PenPatch | null {
  if (!previous) return { ...next };
  const patch: Record<string, unknown> = {};
  for (const key of PEN_KEYS) if (previous[key] !== next[key]) patch[key] = next[key];
  if ('tool' in patch) patch.toolParams = next.toolParams;
  return Object.keys(patch).length > 0 ? (patch as PenPatch) : null;
}
