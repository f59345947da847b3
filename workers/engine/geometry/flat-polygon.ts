/** A polygon as vertex pairs: what the outline builder makes (short-lived). */
export type VertexPolygon = ReadonlyArray<readonly [number, number]>;

/**
 * A polygon as flat coordinates x0, y0, x1, y1, …: how outlines are cached (ADR 029). A typed
 * array of n vertices takes 8n or 16n bytes, where n pairs take about 40n in a JS heap.
 */
export type FlatPolygon = Float32Array | Float64Array;

/** Either form: drawing takes both (the live stroke's pairs, cached flat outlines). */
export type AnyPolygon = VertexPolygon | FlatPolygon;

/** A polygon's vertices flattened into a new typed array of the given kind. */
export function flattenPolygon<T extends FlatPolygon>(
  polygon: VertexPolygon,
  Kind: new (length: number) => T,
): T {
  const flat = new Kind(polygon.length * 2);
  polygon.forEach(([x, y], i) => {
    flat[i * 2] = x;
    flat[i * 2 + 1] = y;
  });
  return flat;
}

/** A flat polygon's vertices as pairs (short-lived: for code that works on pairs). */
export function vertexPairs(flat: FlatPolygon): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i] as number, flat[i + 1] as number]);
  return pairs;
}

/** Whether a polygon is flat. */
export function isFlat(polygon: AnyPolygon): polygon is FlatPolygon {
  return ArrayBuffer.isView(polygon);
}

/** The number of vertices of either form. */
export function vertexCount(polygon: AnyPolygon): number {
  return isFlat(polygon) ? polygon.length >> 1 : polygon.length;
}
