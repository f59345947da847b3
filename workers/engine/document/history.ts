import { HISTORY_DEPTH } from '../../../src/shared/canvas/constants';
import { invertPatch, type Patch } from './stroke-patch';

/**
 * Undo and redo stacks of patches, each at most HISTORY_DEPTH deep (spec: 50). Recording a new
 * change clears redo. Undo and redo cost the size of the change, never the document's.
 */
export class History {
  private undoStack: Patch[] = [];
  private redoStack: Patch[] = [];

  constructor(private readonly depth = HISTORY_DEPTH) {}

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Records a change just made; the oldest entry falls off beyond the depth. */
  record(patch: Patch): void {
    if (patch.length === 0) return;
    this.undoStack.push(patch);
    if (this.undoStack.length > this.depth) this.undoStack.shift();
    this.redoStack = [];
  }

  /** The patch that undoes the last change (moved to redo), or null. */
  undo(): Patch | null {
    const patch = this.undoStack.pop();
    if (!patch) return null;
    this.redoStack.push(patch);
    if (this.redoStack.length > this.depth) this.redoStack.shift();
    return invertPatch(patch);
  }

  /** The patch that redoes the last undone change (moved back to undo), or null. */
  redo(): Patch | null {
    const patch = this.redoStack.pop();
    if (!patch) return null;
    this.undoStack.push(patch);
    if (this.undoStack.length > this.depth) this.undoStack.shift();
    return patch;
  }

  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
  }
}
