/**
 * What every drawing page the browser suite measures puts on window (ours in bench/browser/page,
 * the baseline, tldraw and Excalidraw in bench/peers): the driver sends the same CDP pen input
 * to each and reads back only through this, so no subject is measured on its internals.
 */
export const SUBJECT_PAGE_GLOBAL = 'quietlineBenchSubject';

/** A rectangle in CSS px of the page's viewport. */
export interface AreaRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The subject's view: its zoom and how far its content is panned, in its own units. */
export interface SubjectView {
  scale: number;
  x: number;
  y: number;
}

/** The freehand (draw) tool, or the pan (hand) tool a drag pans the view with. */
export type SubjectTool = 'draw' | 'pan';

export interface SubjectPage {
  /** 'ours' | 'baseline' | 'tldraw' | 'excalidraw'. */
  name: string;
  /** Resolves once the app is mounted, its freehand (draw) tool is selected and it takes input. */
  ready(): Promise<void>;
  /** Where pen input should go: inside the drawing surface, clear of toolbars. */
  drawingArea(): AreaRect;
  /** Every point the app has stored over all its freehand strokes, read through its public API. */
  storedPoints(): number | Promise<number>;
  /** How many freehand strokes the document holds. */
  strokeCount(): number;
  /**
   * Serialises `count` committed freehand strokes of `pointsPerStroke` points each, laid out
   * deterministically over the drawing area (same seed, same strokes, for every subject), as the
   * text the app opens (its own file format), and keeps it in memory for open(). Not timed.
   */
  prepareOpen(count: number, pointsPerStroke: number): void | Promise<void>;
  /**
   * Opens the prepared text through the app's public API, parsing included, replacing the
   * document; the freehand tool stays selected. Resolves when that call returns (the app may
   * still be drawing the strokes: see settled()). Drops the prepared text.
   */
  open(): Promise<void>;
  /** Resolves once the app owes no drawing it knows of (ours: the worker owes no frame). */
  settled(): Promise<void>;
  /** Empties the document. */
  clear(): Promise<void>;
  /** Selects the freehand tool or the pan (hand) tool. Absent: the app has no pan or zoom. */
  setTool?(tool: SubjectTool): Promise<void>;
  /** The current view, read through the app's public API (to check that a gesture moved it). */
  view?(): SubjectView;
}
