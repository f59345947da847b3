import type { ProxyMarked } from 'comlink';
import type { CanvasImportResult } from './canvas-import';
import type { CanvasDocument } from './document';
import type { EngineDiagnostics } from './engine-diagnostics';
import type { PenPatch } from './pen-settings';
import type { Stroke } from './stroke';
import type { GridType } from './tools';
import type { TracingFeedback } from './tracing-feedback';
import type { ViewState } from './view';

/** init()'s options: the element's CSS size and devicePixelRatio, the virtual document's size. */
export interface EngineInitOptions {
  cssWidth: number;
  cssHeight: number;
  dpr: number;
  docWidth: number;
  docHeight: number;
  /** Where the in-progress document is kept in IndexedDB; without it there are no drafts. */
  draftKey?: string;
  /** How soon after the first unsaved change the draft is written: 2 s unless a test needs less. */
  draftIntervalMs?: number;
}

/** What the UI is told whenever it changes (subscribe). The view is not in it: the UI owns the view. */
export interface EngineSnapshot {
  canUndo: boolean;
  canRedo: boolean;
  hasDrawn: boolean;
  strokeCount: number;
  /**
   * Changes with every change to the strokes (commit, erase, undo, redo, clear, import): a page
   * compares it with the one it last saved to know whether the drawing has unsaved changes.
   */
  revision: number;
  /** Tracing coverage and accuracy (k = 10), or null without a target; recomputed only when the strokes or the target change. */
  feedback: TracingFeedback | null;
}

export type SnapshotListener = (snapshot: EngineSnapshot) => unknown;

/** How importJson treats a file that can be read. */
export interface ImportOptions {
  /** Only check the file and answer what importing it would do; the canvas stays as it is. */
  dryRun?: boolean;
}

/** importJson's answer: a summary, not the document (which stays in the worker). */
export type ImportOutcome =
  { ok: true; strokeCount: number; skippedStrokes: number } | Extract<CanvasImportResult, { ok: false }>;

/** A finished drawing as the worker hands it over to be saved: nothing in it is parsed on the main thread. */
export interface ArtworkCapture {
  /** The document as saved (already valid: the worker only ever holds valid documents). */
  document: CanvasDocument;
  /** The gallery thumbnail: a PNG of at most 256 KB, 512 px on its longest side. */
  thumbnail: Blob;
  feedback: TracingFeedback | null;
  /** SHA-256 (hex) of the document's JSON: the same drawing gives the same digest. */
  digest: string;
}

/**
 * What the UI may ask the canvas worker (workers/host/engine-host.ts implements it). Pointer
 * input does not go through it: it arrives as one-way messages (src/shared/input-message.ts).
 */
export interface EngineApi {
  /** Takes the transferred canvas and starts the engine; returns the first snapshot. */
  init(canvas: OffscreenCanvas, options: EngineInitOptions): EngineSnapshot;
  /** The element was resized (CSS px) or moved to a screen with another devicePixelRatio. */
  resize(cssWidth: number, cssHeight: number, dpr: number): void;
  /** Changes some pen settings (validated, clamped); returns false for a patch that is refused whole. */
  setPen(patch: PenPatch): boolean;
  setGrid(gridType: GridType): void;
  /** The UI's view (the one owner of it), sent at most once a frame. */
  setView(view: ViewState): void;
  /** SVG text (traced), ready-made strokes, or null to remove. Returns the number of target strokes. */
  setTarget(target: string | readonly Stroke[] | null): number;
  /** The faint raster background (transfer the bitmap); null removes it. */
  setBackground(image: ImageBitmap | null): void;
  /** Becoming inactive drops the gesture, resets hasDrawn and writes the draft. */
  setActive(active: boolean): void;
  undo(): boolean;
  redo(): boolean;
  clear(): void;
  exportJson(): Blob;
  /** The ink as PNG, `scale` pixels per document unit (capped at 8,192 px a side). */
  exportPng(scale?: number): Promise<Blob>;
  exportSvg(): Blob;
  /** A JSON file the user picked; it is read in the worker. A dry run only checks it. */
  importJson(file: File, options?: ImportOptions): Promise<ImportOutcome>;
  /** The document, its thumbnail and the final feedback, for the gallery or a practice session. */
  captureArtwork(): Promise<ArtworkCapture>;
  /** Replays the document; resolves true when it ran to its end, false when something interrupted it. */
  replay(speed?: number): Promise<boolean>;
  /** Writes the draft now if the document changed since the last one. */
  saveDraft(): Promise<void>;
  hasDraft(): Promise<boolean>;
  /** Loads the draft (undoable, validated like an import). Returns whether there was one to load. */
  restoreDraft(): Promise<boolean>;
  discardDraft(): Promise<void>;
  /** Calls `listener` (a Comlink proxy) now and whenever the snapshot changes, at most once a frame. */
  subscribe(listener: SnapshotListener): (() => void) & ProxyMarked;
}

/**
 * What the canvas worker exposes over Comlink: the engine and, beside it on the same port (so a
 * probe is answered after the input sent before it), the diagnostics that only tests and the
 * benchmark use.
 */
export interface CanvasWorkerEndpoints {
  engine: EngineApi & ProxyMarked;
  diagnostics: EngineDiagnostics & ProxyMarked;
}
