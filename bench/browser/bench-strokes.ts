/**
 * The committed strokes every subject of the browser suite loads (ours and the peers alike):
 * seeded, so each run and each app gets the same document. Dependency-free, because the peer
 * pages in bench/peers import it too.
 */

/** One point of a stroke: x and y in CSS px of the drawing area, and pen pressure (0–1). */
export type BenchPoint = [x: number, y: number, pressure: number];

/** mulberry32: a small, fast, seeded generator (same numbers in every JS engine). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` wavy handwriting-like strokes of `pointsPerStroke` points, scattered over a
 * `width` × `height` area: each about 120 px long and 20 px tall, points about 1.2 px apart.
 */
export function benchStrokes(
  count: number,
  pointsPerStroke: number,
  width: number,
  height: number,
  seed = 7,
): BenchPoint[][] {
  const random = seeded(seed);
  const strokes: BenchPoint[][] = [];
  for (let s = 0; s < count; s++) {
    const x0 = random() * Math.max(1, width - 140) + 10;
    const y0 = random() * Math.max(1, height - 40) + 20;
    const phase = random() * Math.PI * 2;
    const points: BenchPoint[] = [];
    for (let i = 0; i < pointsPerStroke; i++) {
      const f = i / Math.max(1, pointsPerStroke - 1);
      points.push([
        x0 + f * 120,
        y0 + Math.sin(phase + f * Math.PI * 4) * 10,
        0.35 + 0.4 * Math.abs(Math.sin(phase + f * Math.PI)),
      ]);
    }
    strokes.push(points);
  }
  return strokes;
}
