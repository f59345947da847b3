import { mulberry32 } from '../../src/shared/content/prng';
import { encodeInputBatch, type InputSample } from '../../src/shared/input-batch';
import type { Stroke } from '../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS } from '../../src/shared/canvas/tool-params';

/**
 * A long handwriting-like stroke of `count` samples from a 240 Hz stylus, in CSS px of a
 * 1000 px element (= document units): loops 60 units tall, three letters a second, drifting
 * right. Its average speed (~0.4 units/ms, 1.6 units per sample) is brisk cursive; peaks are
 * twice that.
 */
export function longStrokeSamples(count: number, seed = 1): InputSample[] {
  const random = mulberry32(seed);
  const samples: InputSample[] = [];
  // 80 samples per letter at 240 Hz ≈ 3 letters per second.
  const letter = 80;
  for (let i = 0; i < count; i++) {
    const phase = (i / letter) * Math.PI * 2;
    samples.push({
      x: 50 + ((i * 0.22) % 900) + Math.sin(phase) * 15 + random() * 0.3,
      y: 300 + Math.floor((i * 0.22) / 900) * 100 + Math.cos(phase) * 30 + random() * 0.3,
      pressure: 0.3 + 0.5 * Math.abs(Math.sin(phase / 2)),
      tiltX: 20 + Math.sin(i / 100) * 10,
      tiltY: -10,
      timeStamp: 1000 + i * 4,
    });
  }
  return samples;
}

/** One encoded batch per sample, as pointermove delivers them. */
export function sampleBatches(samples: readonly InputSample[]): Float64Array[] {
  return samples.map((sample, index) =>
    encodeInputBatch(
      {
        phase: index === 0 ? 'down' : 'move',
        pointerId: 1,
        pointerType: 'pen',
        buttons: 1,
        width: 1,
        height: 1,
        predicted: false,
      },
      [sample],
    ),
  );
}

/** `count` strokes of `points` points each, scattered over the document (a random walk each). */
export function scatteredStrokes(count: number, points: number, seed = 2): Stroke[] {
  const random = mulberry32(seed);
  const strokes: Stroke[] = [];
  for (let s = 0; s < count; s++) {
    let x = random() * 1000;
    let y = random() * 1000;
    const stroke: Stroke = {
      points: [],
      tool: 'brush',
      size: 3,
      color: '#2DD4BF',
      toolParams: DEFAULT_TOOL_PARAMS.brush,
    };
    for (let i = 0; i < points; i++) {
      x += (random() - 0.5) * 4;
      y += (random() - 0.5) * 4;
      stroke.points.push({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0, t: i * 4 });
    }
    strokes.push(stroke);
  }
  return strokes;
}

/** An SVG of `count` paths mixing lines, cubic and quadratic curves and arcs. */
export function svgWithPaths(count: number, seed = 3): string {
  const random = mulberry32(seed);
  const n = () => (random() * 1000).toFixed(1);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    paths.push(
      `<path d="M${n()} ${n()} C${n()} ${n()} ${n()} ${n()} ${n()} ${n()} S${n()} ${n()} ${n()} ${n()} ` +
        `Q${n()} ${n()} ${n()} ${n()} T${n()} ${n()} L${n()} ${n()} A120 80 30 0 1 ${n()} ${n()} Z"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><g transform="translate(5 5)">${paths.join('')}</g></svg>`;
}
