import type { EngineSnapshot } from '../../src/shared/canvas/engine-api';
import type { DocumentStore } from './document/document-store';
import type { TracingGuide } from './tracing-guide';

/** Tells the UI what it shows (undo state, counts, feedback) whenever one of those changes. */
export class SnapshotFeed {
  private readonly listeners = new Set<(snapshot: EngineSnapshot) => void>();
  private last: EngineSnapshot;
  /** The target the last snapshot's feedback measured against. */
  private lastTargets: number;

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

  /** Calls `listener` with a new snapshot whenever one of its fields changes. Returns an unsubscribe function. */
  subscribe(listener: (snapshot: EngineSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Pushes a snapshot to the subscribers if a field changed (called after every input, so it allocates only on change). */
  publish(): void {
    const last = this.last;
    if (
      this.document.canUndo === last.canUndo &&
      this.document.canRedo === last.canRedo &&
      this.hasDrawn() === last.hasDrawn &&
      this.document.strokeCount === last.strokeCount &&
      this.document.revision === last.revision &&
      this.guide.targetsRevision === this.lastTargets
    ) {
      return;
    }
    const next = this.snapshot();
    this.last = next;
    this.lastTargets = this.guide.targetsRevision;
    for (const listener of this.listeners) listener(next);
  }
}
