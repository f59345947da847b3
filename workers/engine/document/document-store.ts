import type { CanvasDocument } from '../../../src/shared/canvas/document';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_GRID_TYPE, type GridType } from '../../../src/shared/canvas/tools';
import { VIRTUAL_HEIGHT, VIRTUAL_WIDTH } from '../../../src/shared/canvas/constants';
import { boundsOfPoints } from '../geometry/bounds';
import { cutStroke, type EraserCircle } from './cut-stroke';
import { History } from './history';
import { BULK_THRESHOLD, StrokeIndex } from './stroke-index';
import { applyPatchInPlace, patchChanges, type Patch, type Splice } from './stroke-patch';

/**
 * The document the engine edits: strokes (immutable, shared between history states), size and
 * grid, with undo/redo and a spatial index kept in step. `revision` increases with every change
 * so caches (render layer, feedback) know when to refresh.
 */
export class DocumentStore {
  /**
   * Copy-on-write: the list is changed in place until someone reads it (a frame, an export, a
   * replay), after which the next change copies it first. An eraser sweep cutting strokes on
   * every sample thus copies the 10,000-stroke list at most once per frame, not once per sample.
   */
  private list: Stroke[] = [];
  private listShared = false;
  private readonly history = new History();
  private readonly index = new StrokeIndex();
  private eraseSplices: Splice[] | null = null;
  width = VIRTUAL_WIDTH;
  height = VIRTUAL_HEIGHT;
  gridType: GridType = DEFAULT_GRID_TYPE;
  revision = 0;

  /** The strokes, bottom to top. The array must not be changed and stays as it is (copy-on-write). */
  get strokes(): readonly Stroke[] {
    this.listShared = true;
    return this.list;
  }

  /** The number of strokes (reading it does not share the list). */
  get strokeCount(): number {
    return this.list.length;
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** Adds a finished stroke on top (one history entry; clears redo). */
  commit(stroke: Stroke): void {
    this.change([{ index: this.list.length, removed: [], inserted: [stroke] }], true);
  }

  /** Removes every stroke (one history entry). Does nothing on an empty document. */
  clear(): void {
    if (this.list.length === 0) return;
    this.change([{ index: 0, removed: this.list.slice(), inserted: [] }], true);
  }

  /** Replaces the content with an imported document (one history entry, so an import can be undone). */
  load(document: CanvasDocument): void {
    this.width = document.width;
    this.height = document.height;
    this.gridType = document.gridType;
    this.change([{ index: 0, removed: this.list.slice(), inserted: document.strokes.slice() }], true);
  }

  undo(): boolean {
    const patch = this.history.undo();
    if (!patch) return false;
    this.change(patch, false);
    return true;
  }

  redo(): boolean {
    const patch = this.history.redo();
    if (!patch) return false;
    this.change(patch, false);
    return true;
  }

  /** Starts an eraser gesture: every cut until endErase() is one history entry. */
  beginErase(): void {
    this.eraseSplices = [];
  }

  /**
   * Cuts the strokes the circles touch. Only strokes found near the circles by the spatial index
   * are examined, so the cost follows the strokes nearby, not the document. Returns whether
   * anything changed.
   */
  erase(circles: readonly EraserCircle[]): boolean {
    if (circles.length === 0) return false;
    const reach = Math.max(...circles.map((circle) => circle.radius));
    const bounds = boundsOfPoints(circles, reach);
    const cuts = new Map<Stroke, Stroke[]>();
    for (const stroke of this.index.search(bounds, this.list)) {
      const pieces = cutStroke(stroke, circles);
      if (pieces) cuts.set(stroke, pieces);
    }
    if (cuts.size === 0) return false;
    // Splices in list order, with indices as they are when applied (earlier cuts shift later ones).
    // indexOf is a tight identity scan: far cheaper than a hash lookup for each of 10,000 strokes.
    const positions = [...cuts.keys()].map((stroke) => ({ stroke, position: this.list.indexOf(stroke) }));
    positions.sort((p, q) => p.position - q.position);
    const splices: Splice[] = [];
    let offset = 0;
    for (const { stroke, position } of positions) {
      const pieces = cuts.get(stroke) ?? [];
      splices.push({ index: position + offset, removed: [stroke], inserted: pieces });
      offset += pieces.length - 1;
    }
    const record = this.eraseSplices === null;
    this.change(splices, record);
    this.eraseSplices?.push(...splices);
    return true;
  }

  /** Ends an eraser gesture, recording its cuts as one history entry. */
  endErase(): void {
    const splices = this.eraseSplices;
    this.eraseSplices = null;
    if (splices && splices.length > 0) this.history.record(splices);
  }

  /** The document as saved and exported. */
  toDocument(): CanvasDocument {
    return {
      version: CANVAS_DOCUMENT_VERSION,
      strokes: this.list.slice(),
      width: this.width,
      height: this.height,
      gridType: this.gridType,
    };
  }

  private change(patch: Patch, record: boolean): void {
    if (this.listShared) {
      this.list = this.list.slice();
      this.listShared = false;
    }
    applyPatchInPlace(this.list, patch);
    let size = 0;
    for (const splice of patch) size += splice.removed.length + splice.inserted.length;
    if (size > BULK_THRESHOLD) {
      // Clear, import or undoing them: rebuild the index lazily rather than make undo pay for it.
      this.index.reset();
    } else {
      const { removed, inserted } = patchChanges(patch);
      this.index.update(removed, inserted);
    }
    if (record) this.history.record(patch);
    this.revision++;
  }
}
