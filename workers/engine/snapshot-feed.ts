import type { EngineSnapshot } from '../../src/shared/canvas/engine-api';
import type { DocumentStore } from './document/document-store';
import type { TracingGuide } from './tracing-guide';

/**
 * Tells the UI what it shows (undo state, counts, feedback) whenever one of those changes. A
 * change only marks a snapshot as due (cheap, after every input batch); the snapshot itself —
 * with the tracing feedback, which measures the whole drawing — is built when it is taken, once
 * per frame.
 */
export class SnapshotFeed {
  private readonly dueListeners = new Set<() => void>();
  private last: EngineSnapshot;
  /** The target the last snapshot's feedback measured against. */
  private lastTargets: number;
  private due = false;

  constructor(
    private readonly document: DocumentStore,
    private readonly guide: TracingGuide<unknown>,
    private readonly hasDrawn: () => boolean,
  ) {
    this.last = this.snapshot();
    this.lastTargets = guide.targetsRevision;
  }

  snapshot(): EngineSnapshot {
    return {
      canUndo: this.document.canUndo,
      canRedo: this.document.canRedo,
      hasDrawn: this.hasDrawn(),
      strokeCount: this.document.strokeCount,
      revision: this.document.revision,
      feedback: this.guide.feedback(this.document),
    };
  }

  /** Calls `listener` when a snapshot becomes due (once until it is taken). Returns an unsubscribe function. */
  onDue(listener: () => void): () => void {
    this.dueListeners.add(listener);
    return () => this.dueListeners.delete(listener);
  }

  /** Marks a snapshot as due if a field changed since the last one taken (called after every input). */
  publish(): void {
    if (this.due || !this.changed()) return;
    this.due = true;
    for (const listener of this.dueListeners) listener();
  }

  /** Whether a snapshot waits to be taken. */
  get isDue(): boolean {
    return this.due;
  }

  /** The snapshot that is due, or null when nothing changed since the last one taken. */
  take(): EngineSnapshot | null {
    if (!this.due) return null;
    this.due = false;
    const next = this.snapshot();
    this.last = next;
    this.lastTargets = this.guide.targetsRevision;
    return next;
  }

  private changed(): boolean {
    const last = this.last;
    return !(
      this.document.canUndo === last.canUndo &&
      this.document.canRedo === last.canRedo &&
      this.hasDrawn() === last.hasDrawn &&
      this.document.strokeCount === last.strokeCount &&
      this.document.revision === last.revision &&
      this.guide.targetsRevision === this.lastTargets
    );
  }
}
