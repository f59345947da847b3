import RBush from 'rbush';
import type { Bounds } from '../geometry/bounds';
import type { PackedStroke } from './packed-stroke';

/** Above this many changed strokes, rebuilding in bulk (later, when next asked) beats updating one by one. */
export const BULK_THRESHOLD = 256;

/**
 * A spatial index (R-tree) of stroke bounds, so the eraser and culling look only at strokes
 * near them. The strokes are its entries (each carries its bounds). Small changes update it in
 * place; big ones (clear, import, undoing a clear) mark it stale and it is rebuilt in bulk on
 * the next query, keeping undo cheap.
 */
export class StrokeIndex {
  private tree = new RBush<PackedStroke>();
  private stale = false;

  /** Marks the whole content as changed: rebuilt in bulk on the next search. */
  reset(): void {
    this.stale = true;
  }

  /** Applies a change: strokes removed from and inserted into the document. */
  update(removed: readonly PackedStroke[], inserted: readonly PackedStroke[]): void {
    if (this.stale || removed.length + inserted.length > BULK_THRESHOLD) {
      this.stale = true;
      return;
    }
    for (const stroke of removed) this.tree.remove(stroke);
    for (const stroke of inserted) this.tree.insert(stroke);
  }

  /** Strokes whose ink bounds meet the box; `current` is the document's list, for a pending rebuild. */
  search(bounds: Bounds, current: readonly PackedStroke[]): PackedStroke[] {
    if (this.stale) {
      this.tree = new RBush<PackedStroke>().load(current);
      this.stale = false;
    }
    return this.tree.search(bounds);
  }
}

/**
 * A stroke's bounds grown to cover its ink: nibs may swell past the nominal size (a brush up to
 * about twice), so the margin is a full size, not half of it. A packed stroke carries them.
 */
export function strokeBounds(stroke: PackedStroke): Bounds {
  return stroke;
}
