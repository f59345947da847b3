/** A flattened piece of outline in the SVG's user space. */
export interface Subpath {
  points: Array<[number, number]>;
  /** Closed by Z, or a closed shape (polygon, rect, circle, ellipse). */
  closed: boolean;
  /**
   * Indices (ascending) of the points that end a straight segment: a line command or a shape's
   * edge. The other segments are chords of flattened curves. Tracing resamples the straight ones
   * (ADR 031), so it must know them apart.
   */
  straightEnds: number[];
}

/** The indices of every segment's end, for a shape drawn only with straight edges. */
export function allSegmentEnds(pointCount: number): number[] {
  return Array.from({ length: Math.max(0, pointCount - 1) }, (_, i) => i + 1);
}
