/**
 * The committed strokes every subject of the browser suite loads (ours and the peers alike):
 * seeded, so each run and each app gets the same document. The peer pages in bench/peers import
 * it too, so it depends on nothing but the pure PRNG in src/shared.
 */
import { mulberry32 } from '../../src/shared/content/prng';

/** One point of a stroke: x and y in CSS px of the drawing area, and pen pressure (0–1). */
export type BenchPoint = [x: number, y: number, pressure: number];

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
  const random = mulberry32(seed);
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
