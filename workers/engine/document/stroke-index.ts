import RBush from 'rbush';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { boundsOfPoints, type Bounds } from '../geometry/bounds';

interface Entry extends Bounds {
  stroke: Stroke;
}

/** Above this many changed strokes, rebuilding in bulk (later, when next asked) beats updating one by one. */
export const BULK_THRESHOLD = 256;

/**
 * A spatial index (R-tree) of stroke bounds, so the eraser and culling look only at strokes
 * near them. Small changes update it in place; big ones (clear, import, undoing a clear) mark it
 * stale and it is rebuilt in bulk on the next query, keeping undo cheap.
 */
export class StrokeIndex {
  private tree = new RBush<Entry>();
  private entries = new Map<Stroke, Entry>();
  private stale = false;

  /** Marks the whole content as changed: rebuilt in bulk on the next search. */
  reset(): void {
    this.stale = true;
  }

  /** Applies a change: strokes removed from and inserted into the document. */
  update(removed: readonly Stroke[], inserted: readonly Stroke[]): void {
    if (this.stale || removed.length + inserted.length > BULK_THRESHOLD) {
      this.stale = true;
      return;
    }
    for (const stroke of removed) {
      const entry = this.entries.get(stroke);
      if (!entry) continue;
      this.tree.remove(entry);
      this.entries.delete(stroke);
    }
    for (const stroke of inserted) {
      const entry = { ...strokeBounds(stroke), stroke };
      this.tree.insert(entry);
      this.entries.set(stroke, entry);
    }
  }

  /** Strokes whose ink bounds meet the box; `current` is the document's list, for a pending rebuild. */
  search(bounds: Bounds, current: readonly Stroke[]): Stroke[] {
    if (this.stale) this.rebuild(current);
    return this.tree.search(bounds).map((entry) => entry.stroke);
  }

  private rebuild(strokes: readonly Stroke[]): void {
    const entries = strokes.map((stroke) => ({ ...strokeBounds(stroke), stroke }));
    this.tree = new RBush<Entry>().load(entries);
    this.entries = new Map(entries.map((entry) => [entry.stroke, entry]));
    this.stale = false;
  }
}

const boundsCache = new WeakMap<Stroke, Bounds>();

/**
 * A stroke's bounds grown to cover its ink: nibs may swell past the nominal size (a brush up to
 * about twice), so the margin is a full size, not half of it.
 */
export function strokeBounds(stroke: Stroke): Bounds {
  let bounds = boundsCache.get(stroke);
  if (!bounds) {
    bounds = boundsOfPoints(stroke.points, stroke.size);
    boundsCache.set(stroke, bounds);
  }
  return bounds;
}
