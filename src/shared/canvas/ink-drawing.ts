/**
 * A drawing made by the real pens ahead of time, for pages that show ink without running the
 * canvas engine (the home page's replay, the pen specimens of /explore). workers/tools writes
 * these from the engine's own outlines; the client only draws the paths.
 */
export interface InkStrokeDrawing {
  /** The stroke's outline as SVG path data, in the drawing's units. */
  outline: string;
  /** Fill opacity of the pen's ink (its flow). */
  opacity: number;
  /** The soft edge drawn over the outline: width in the drawing's units (0 for a crisp pen) and opacity. */
  edgeWidth: number;
  edgeOpacity: number;
  /** The pen's path (its centreline) as SVG path data: a replay uncovers the outline along it. */
  centre: string;
  /** The widest the ink gets, so whatever uncovers it along the centre is wide enough. */
  maxWidth: number;
  /** When the pen came down, ms from the drawing's start, and how long the stroke took. */
  startMs: number;
  durationMs: number;
  /**
   * How far along its centre the pen was, and when: [share of the duration, share of the
   * length] pairs from [0, 0] to [1, 1], so a replay keeps the hand's own pace.
   */
  progress: Array<[number, number]>;
}

export interface InkDrawing {
  width: number;
  height: number;
  strokes: InkStrokeDrawing[];
}
