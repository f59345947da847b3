/** The rule: while the document changes, a draft is written at least this often. */
export const DRAFT_INTERVAL_MS = 2000;
/** Mid-gesture the save waits this long and looks again (a save must not stall a stroke). */
const BUSY_RETRY_MS = 250;

export interface AutosaveSource {
  /** Changes whenever the saved document would (CanvasEngine.documentVersion). */
  version(): string;
  /** True during a gesture: exporting a large document then would drop frames. */
  busy(): boolean;
  /** Writes the current document. */
  save(): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Writes a draft at most DRAFT_INTERVAL_MS after the first unsaved change, so a crash loses at
 * most two seconds of work, without writing on every sample. Saves never overlap.
 */
export class DraftAutosave {
  private savedVersion: string;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly source: AutosaveSource,
    private readonly intervalMs = DRAFT_INTERVAL_MS,
  ) {
    this.savedVersion = source.version();
  }

  /** Call after anything that may have changed the document. Cheap when nothing did. */
  changed(): void {
    if (this.timer !== null || this.source.version() === this.savedVersion) return;
    this.arm(this.intervalMs);
  }

  /** Saves now if there is anything unsaved (on request, on deactivation). */
  flush(): Promise<void> {
    this.disarm();
    this.running = this.running.then(async () => {
      const version = this.source.version();
      if (version === this.savedVersion) return;
      try {
        await this.source.save();
        this.savedVersion = version;
      } catch (error) {
        this.source.onError(error);
      }
    });
    return this.running;
  }

  /** The current document counts as saved (after a discard or a restore). */
  markSaved(): void {
    this.disarm();
    this.savedVersion = this.source.version();
  }

  dispose(): void {
    this.disarm();
  }

  private arm(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.source.busy()) this.arm(BUSY_RETRY_MS);
      else void this.flush();
    }, delay);
  }

  private disarm(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
