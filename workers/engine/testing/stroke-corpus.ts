import type { Point, Stroke } from '../../../src/shared/canvas/stroke';
import { TOOL_PARAM_KEYS, type ToolParams } from '../../../src/shared/canvas/tool-params';
import { PEN_TOOLS, type PenTool } from '../../../src/shared/canvas/tools';
import { mulberry32 } from '../../../src/shared/content/prng';

/** The kinds of path the corpus mixes: ordinary handwriting and the cases that break outliners. */
const SHAPES = ['scribble', 'circle', 'zigzag', 'line', 'dot', 'reversal', 'spiral', 'jitter'] as const;

export interface CorpusOptions {
  /** Number of strokes. */
  count: number;
  /** Points per stroke (dots use 1–3 whatever this says). */
  pointsPerStroke: number;
  /** PRNG seed: the same seed gives the same corpus. */
  seed: number;
  /** Restrict to one tool (default: cycle through all ten). */
  tool?: PenTool;
}

function randomParams(random: () => number): ToolParams {
  const params = {} as ToolParams;
  for (const key of TOOL_PARAM_KEYS) params[key] = key === 'nibAngle' ? random() * 180 : random();
  return params;
}

function shapePoint(
  shape: (typeof SHAPES)[number],
  i: number,
  n: number,
  random: () => number,
): [number, number] {
  const u = n <= 1 ? 0 : i / (n - 1);
  switch (shape) {
    case 'circle':
      return [Math.cos(u * Math.PI * 2) * 80, Math.sin(u * Math.PI * 2) * 80];
    case 'zigzag':
      return [u * 300, i % 2 === 0 ? 0 : 40];
    case 'line':
      return [u * 400, u * 150];
    case 'dot':
      return [0, 0];
    case 'reversal':
      // Out and straight back: the direction flips by 180°.
      return [u < 0.5 ? u * 400 : (1 - u) * 400, 0];
    case 'spiral':
      return [Math.cos(u * 20) * u * 120, Math.sin(u * 20) * u * 120];
    case 'jitter':
      return [u * 50 + (random() - 0.5) * 3, (random() - 0.5) * 3];
    default:
      return [Math.sin(u * 9) * 120 + u * 200, Math.cos(u * 13) * 60 + random() * 4];
  }
}

/**
 * A seeded corpus of strokes with varied shapes, sizes, pressures, tilts and ToolParams,
 * shared by the nib tests and the benchmark.
 */
export function strokeCorpus({ count, pointsPerStroke, seed, tool }: CorpusOptions): Stroke[] {
  const random = mulberry32(seed);
  const strokes: Stroke[] = [];
  for (let s = 0; s < count; s++) {
    const shape = SHAPES[s % SHAPES.length] ?? 'scribble';
    const n = shape === 'dot' ? 1 + Math.floor(random() * 3) : pointsPerStroke;
    const originX = 100 + random() * 800;
    const originY = 100 + random() * 800;
    const points: Point[] = [];
    for (let i = 0; i < n; i++) {
      const [x, y] = shapePoint(shape, i, n, random);
      points.push({
        x: originX + x,
        y: originY + y,
        // Extremes included: 0 and 1 pressure, full tilt.
        pressure: s % 5 === 0 ? i % 2 : random(),
        tiltX: (random() - 0.5) * 180,
        tiltY: (random() - 0.5) * 180,
        t: i * 4,
      });
    }
    strokes.push({
      points,
      tool: tool ?? PEN_TOOLS[s % PEN_TOOLS.length] ?? 'brush',
      size: 1 + random() * 49,
      color: '#2DD4BF',
      toolParams:
        s % 7 === 0
          ? { ...randomParams(random), textureAmount: 1, angleVariability: 1 }
          : randomParams(random),
    });
  }
  return strokes;
}
