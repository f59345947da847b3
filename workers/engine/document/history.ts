import { HISTORY_DEPTH } from '../../../src/shared/canvas/constants';
import type { GridType } from '../../../src/shared/canvas/tools';
import { invertPatch, type Patch } from './stroke-patch';

/** The page a document's strokes lie on: its size in units and its grid. */
export interface PageSettings {
  width: number;
  height: number;
  gridType: GridType;
}

/** One undoable step: the strokes it changed and, for a load, the page before and after it. */
export interface HistoryEntry {
  patch: Patch;
  page?: { before: PageSettings; after: PageSettings };
}

/** What undo or redo applies: a patch, and the page to go back (or forward) to, if the step changed it. */
export interface HistoryStep {
  patch: Patch;
  page?: PageSettings;
}

/**
 * Undo and redo stacks of entries, each at most HISTORY_DEPTH deep (spec: 50). Recording a new
 * change clears redo. Undo and redo cost the size of the change, never the document's.
 */
export class History {
  private undoStack: HistoryEntry[] = [];
  private redoStack: HistoryEntry[] = [];

  constructor(private readonly depth = HISTORY_DEPTH) {}

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Records a change just made; the oldest entry falls off beyond the depth. */
  record(entry: HistoryEntry): void {
    if (entry.patch.length === 0 && !entry.page) return;
    this.undoStack.push(entry);
    if (this.undoStack.length > this.depth) this.undoStack.shift();
    this.redoStack = [];
  }

  /** What undoes the last change (moved to redo), or null. */
  undo(): HistoryStep | null {
    const entry = this.undoStack.pop();
    if (!entry) return null;
    this.redoStack.push(entry);
    if (this.redoStack.length > this.depth) this.redoStack.shift();
    return { patch: invertPatch(entry.patch), ...(entry.page ? { page: entry.page.before } : {}) };
  }

  /** What redoes the last undone change (moved back to undo), or null. */
  redo(): HistoryStep | null {
    const entry = this.redoStack.pop();
    if (!entry) return null;
    this.undoStack.push(entry);
    if (this.undoStack.length > this.depth) this.undoStack.shift();
    return { patch: entry.patch, ...(entry.page ? { page: entry.page.after } : {}) };
  }

  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
  }
}
