import type { CanvasDocument } from '../../../src/shared/canvas/document';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_GRID_TYPE, type GridType } from '../../../src/shared/canvas/tools';
import { VIRTUAL_HEIGHT, VIRTUAL_WIDTH } from '../../../src/shared/canvas/constants';
import { boundsOfPoints } from '../geometry/bounds';
import { cutStroke, type EraserCircle } from './cut-stroke';
import { History, type HistoryStep, type PageSettings } from './history';
import { packStroke, unpackStroke, type PackedStroke } from './packed-stroke';
import { packStrokes } from './stroke-batch';
import { BULK_THRESHOLD, StrokeIndex } from './stroke-index';
import { applyPatchInPlace, patchChanges, type Patch, type Splice } from './stroke-patch';

/** A document whose strokes are packed (an import packed in another worker). */
export type PackedDocument = Omit<CanvasDocument, 'strokes'> & { strokes: readonly PackedStroke[] };

/**
 * The document the engine edits: strokes (packed, immutable, shared between history states), size and
 * grid, with undo/redo and a spatial index kept in step. Every change goes through it:
 * `revision` increases with every change to the strokes, so caches (render layer, feedback)
 * know when to refresh, and `version` with every change to what is saved (strokes, size, grid).
 */
export class DocumentStore {
  /**
   * Copy-on-write: the list is changed in place until someone reads it (a frame, an export, a
   * replay), after which the next change copies it first. An eraser sweep cutting strokes on
   * every sample thus copies the 10,000-stroke list at most once per frame, not once per sample.
   */
  private list: PackedStroke[] = [];
  private listShared = false;
  private readonly history = new History();
  private readonly index = new StrokeIndex();
  private eraseSplices: Splice[] | null = null;
  private pageWidth: number;
  private pageHeight: number;
  private grid: GridType = DEFAULT_GRID_TYPE;
  private strokesRevision = 0;
  private savedVersion = 0;

  /** A blank document of this size (units). */
  constructor(width = VIRTUAL_WIDTH, height = VIRTUAL_HEIGHT) {
    this.pageWidth = width;
    this.pageHeight = height;
  }

  get width(): number {
    return this.pageWidth;
  }

  get height(): number {
    return this.pageHeight;
  }

  get gridType(): GridType {
    return this.grid;
  }

  /** Increases with every change to the strokes (commit, erase, undo, redo, clear, load). */
  get revision(): number {
    return this.strokesRevision;
  }

  /** Increases with every change to the saved document: strokes, size or grid (the draft autosave compares it). */
  get version(): number {
    return this.savedVersion;
  }

  /** Changes the grid (not an undoable step). Returns whether it changed. */
  setGrid(gridType: GridType): boolean {
    if (gridType === this.grid) return false;
    this.grid = gridType;
    this.savedVersion++;
    return true;
  }

  /** The strokes, bottom to top. The array must not be changed and stays as it is (copy-on-write). */
  get strokes(): readonly PackedStroke[] {
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

  /** Adds a finished stroke on top, packed (one history entry; clears redo). */
  commit(stroke: Stroke): PackedStroke {
    const packed = packStroke(stroke);
    this.change([{ index: this.list.length, removed: [], inserted: [packed] }], true);
    return packed;
  }

  /** Removes every stroke (one history entry). Does nothing on an empty document. */
  clear(): void {
    if (this.list.length === 0) return;
    this.change([{ index: 0, removed: this.list.slice(), inserted: [] }], true);
  }

  /** Replaces the content with a document, packing its strokes (one history entry, so an import can be undone). */
  load(document: CanvasDocument): void {
    this.loadPacked({ ...document, strokes: packStrokes(document.strokes) });
  }

  /**
   * Replaces the content with an already packed document (one history entry). Strokes of `keep`
   * still in the document stay, on top of the loaded ones (drawn while the document was read).
   */
  loadPacked(document: PackedDocument, keep: readonly PackedStroke[] = []): void {
    const before = this.page;
    const after: PageSettings = {
      width: document.width,
      height: document.height,
      gridType: document.gridType,
    };
    this.setPage(after);
    const present = new Set(this.list);
    const kept = keep.filter((stroke) => present.has(stroke));
    const patch = [{ index: 0, removed: this.list.slice(), inserted: [...document.strokes, ...kept] }];
    this.change(patch, false);
    // Undoing the load brings back the page it replaced, not only its strokes.
    this.history.record({ patch, page: { before, after } });
  }

  undo(): boolean {
    return this.step(this.history.undo());
  }

  redo(): boolean {
    return this.step(this.history.redo());
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
    const cuts = new Map<PackedStroke, PackedStroke[]>();
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
    if (splices && splices.length > 0) this.history.record({ patch: splices });
  }

  /** The document as saved and exported. */
  toDocument(): CanvasDocument {
    return {
      version: CANVAS_DOCUMENT_VERSION,
      strokes: this.list.map(unpackStroke),
      width: this.pageWidth,
      height: this.pageHeight,
      gridType: this.grid,
    };
  }

  private get page(): PageSettings {
    return { width: this.pageWidth, height: this.pageHeight, gridType: this.grid };
  }

  private setPage(page: PageSettings): void {
    this.pageWidth = page.width;
    this.pageHeight = page.height;
    this.grid = page.gridType;
  }

  /** Applies an undo or redo step; false when there was none. */
  private step(step: HistoryStep | null): boolean {
    if (!step) return false;
    if (step.page) this.setPage(step.page);
    this.change(step.patch, false);
    return true;
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
    if (record) this.history.record({ patch });
    this.strokesRevision++;
    this.savedVersion++;
  }
}
