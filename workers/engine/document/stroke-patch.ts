import type { PackedStroke } from './packed-stroke';

/** Replace `removed` (the strokes at `index`) by `inserted`. */
export interface Splice {
  index: number;
  removed: readonly PackedStroke[];
  inserted: readonly PackedStroke[];
}

/**
 * A reversible change of the stroke list: splices applied in order. A history entry holds a
 * patch, not a copy of the list, so its memory grows with the change, not the document; the
 * strokes themselves are immutable and shared by every state they appear in.
 */
export type Patch = readonly Splice[];

/** Applies a patch to `strokes` in place (the caller copies first if the list is shared). */
export function applyPatchInPlace(strokes: PackedStroke[], patch: Patch): void {
  for (const { index, removed, inserted } of patch) {
    if (inserted.length <= SPREAD_LIMIT) {
      strokes.splice(index, removed.length, ...inserted);
      continue;
    }
    const after = strokes.slice(index + removed.length);
    strokes.length = index;
    for (const stroke of inserted) strokes.push(stroke);
    for (const stroke of after) strokes.push(stroke);
  }
}

/** Spreading very many arguments into splice can overflow the stack; big inserts take the slow path. */
const SPREAD_LIMIT = 1024;

/** The patch that undoes `patch`. */
export function invertPatch(patch: Patch): Patch {
  return patch
    .slice()
    .reverse()
    .map((splice) => ({ index: splice.index, removed: splice.inserted, inserted: splice.removed }));
}

/** Strokes that leave and enter the list when the patch is applied (for the spatial index). */
export function patchChanges(patch: Patch): { removed: PackedStroke[]; inserted: PackedStroke[] } {
  const removed = new Set<PackedStroke>();
  const inserted = new Set<PackedStroke>();
  for (const splice of patch) {
    for (const stroke of splice.removed) {
      if (inserted.has(stroke)) inserted.delete(stroke);
      else removed.add(stroke);
    }
    for (const stroke of splice.inserted) {
      if (removed.has(stroke)) removed.delete(stroke);
      else inserted.add(stroke);
    }
  }
  return { removed: [...removed], inserted: [...inserted] };
}
