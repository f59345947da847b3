/** A flattened piece of outline in the SVG's user space. */
export interface Subpath {
  points: Array<[number, number]>;
  /** Closed by Z, or a closed shape (polygon, rect, circle, ellipse). */
  closed: boolean;
}
