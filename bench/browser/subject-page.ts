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
   * Replaces the document with `count` committed freehand strokes of `pointsPerStroke` points
   * each, laid out deterministically over the drawing area (same seed, same strokes, for every
   * subject), through the app's public API. Resolves once they are drawn.
   */
  loadStrokes(count: number, pointsPerStroke: number): Promise<void>;
  /** Empties the document. */
  clear(): Promise<void>;
}
