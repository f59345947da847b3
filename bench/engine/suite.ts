import { getStroke, type StrokeOptions } from 'perfect-freehand';
import { CANVAS_DOCUMENT_VERSION, type CanvasDocument } from '../../src/shared/canvas/document';
import { PEN_TOOLS } from '../../src/shared/canvas/tools';
import { SIMPLIFY_TOLERANCE } from '../../src/shared/canvas/constants';
import type { Point } from '../../src/shared/canvas/stroke';
import { CanvasEngine } from '../../workers/engine/canvas-engine';
import { eraserPath } from '../../workers/engine/document/cut-stroke';
import { DocumentStore } from '../../workers/engine/document/document-store';
import { exportJson } from '../../workers/engine/export/export-json';
import { exportSvg } from '../../workers/engine/export/export-svg';
import { simplifyPoints } from '../../workers/engine/geometry/simplify';
import { outlineStroke } from '../../workers/engine/nibs/index';
import { traceSvg } from '../../workers/engine/svg-trace';
import { seededRandom } from '../../workers/engine/testing/seeded-random';
import { strokeCorpus } from '../../workers/engine/testing/stroke-corpus';
import { longStrokeSamples, sampleBatches, scatteredStrokes, svgWithPaths } from './fixtures';
import { measure, medianTiming, now, since, type MeasureOptions, type Timing } from './measure';

/** One line of the report. */
export interface EngineBenchResult {
  name: string;
  /** Median time in ms per operation, wall clock and CPU. */
  wallMs: number;
  cpuMs: number;
  /** The goal from issue 4, in ms, when it sets one (judged on CPU time: the machine may be shared). */
  goalMs?: number;
  note?: string;
}

export interface EngineBenchOptions {
  /** Fewer runs and smaller baselines (CI smoke): same measurements, noisier numbers. */
  quick?: boolean;
  /** Receives each line as it is measured (default: nothing; the caller prints the table). */
  onResult?: (result: EngineBenchResult) => void;
}

/** perfect-freehand as tldraw and Excalidraw use it live; every option explicit (README and source defaults differ). */
const FREEHAND_OPTIONS: StrokeOptions = {
  size: 8,
  thinning: 0.5,
  smoothing: 0.5,
  streamline: 0.5,
  easing: (t) => t,
  simulatePressure: false,
  start: { cap: true, taper: 0, easing: (t) => t * (2 - t) },
  end: { cap: true, taper: 0, easing: (t) => --t * t * t + 1 },
  last: false,
};

const LONG_STROKE = 4000;

/** Per-sample times of a whole stroke and of its first and last 100 samples. */
interface StrokeTimings {
  total: Timing;
  first: Timing;
  last: Timing;
}

/**
 * Calls `step(i)` for every sample, timing the whole and the first and last 100 (clocks read
 * only at those boundaries, so the timing does not weigh on the samples).
 */
function timeSamples(count: number, step: (index: number) => void): StrokeTimings {
  let first: Timing | null = null;
  const start = now();
  let checkpoint = start;
  for (let i = 0; i < count; i++) {
    if (i === count - 100) checkpoint = now();
    step(i);
    if (i === 99) first = since(start, 100);
  }
  const last = since(checkpoint, 100);
  const total = since(start, count);
  return { total, first: first ?? total, last };
}

/** Feeds a 4,000-sample stroke into a fresh engine, one batch per sample. */
function ingestRun(batches: readonly Float64Array[]): StrokeTimings {
  const engine = new CanvasEngine({ cssWidth: 1000, cssHeight: 1000, log: () => {} });
  return timeSamples(batches.length, (i) => engine.input(batches[i] as Float64Array));
}

/** perfect-freehand recomputing the whole stroke for every new sample. */
function freehandRun(points: ReadonlyArray<[number, number, number]>): StrokeTimings {
  return timeSamples(points.length, (i) =>
    getStroke(points.slice(0, i + 1) as Array<[number, number, number]>, FREEHAND_OPTIONS),
  );
}

const format = (ms: number) => (ms < 0.01 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`);

/** Runs the engine micro-benchmarks (issue 4's list) and returns their medians. */
export function runEngineBench({ quick = false, onResult }: EngineBenchOptions = {}): EngineBenchResult[] {
  const options: MeasureOptions = quick ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 9 };
  const results: EngineBenchResult[] = [];
  const ms = (timing: Timing) => ({ wallMs: timing.wall, cpuMs: timing.cpu });
  const report = (result: EngineBenchResult) => {
    results.push(result);
    onResult?.(result);
  };

  // Ingest + incremental outline.
  const samples = longStrokeSamples(LONG_STROKE);
  const batches = sampleBatches(samples);
  for (let i = 0; i < options.warmup; i++) ingestRun(batches);
  const ingest = Array.from({ length: options.runs }, () => ingestRun(batches));
  const total = medianTiming(ingest.map((run) => run.total));
  const first = medianTiming(ingest.map((run) => run.first));
  const last = medianTiming(ingest.map((run) => run.last));
  report({ name: 'ingest + incremental outline, per sample', ...ms(total), goalMs: 0.005 });
  report({ name: '  first 100 samples of 4,000, per sample', ...ms(first) });
  report({
    name: '  last 100 samples of 4,000, per sample',
    ...ms(last),
    note: `last/first = ${(last.cpu / first.cpu).toFixed(2)} on CPU time (goal ≤ 1.5)`,
  });

  // The baseline: perfect-freehand's getStroke on the whole stroke per sample.
  const baselineLength = quick ? 1000 : LONG_STROKE;
  const freehandPoints = samples
    .slice(0, baselineLength)
    .map((s): [number, number, number] => [s.x, s.y, s.pressure]);
  freehandRun(freehandPoints.slice(0, 500));
  const freehand = Array.from({ length: quick ? 1 : 3 }, () => freehandRun(freehandPoints));
  const freehandTotal = medianTiming(freehand.map((run) => run.total));
  const freehandLast = medianTiming(freehand.map((run) => run.last));
  report({
    name: `perfect-freehand getStroke per sample (${baselineLength}-point stroke)`,
    ...ms(freehandTotal),
    note: `${(freehandTotal.cpu / total.cpu).toFixed(0)}× ours; its last 100 cost ${format(freehandLast.cpu)} each, ${(freehandLast.cpu / last.cpu).toFixed(0)}× ours`,
  });

  // Outline per nib.
  for (const tool of PEN_TOOLS) {
    const corpus = strokeCorpus({ count: 200, pointsPerStroke: 100, seed: 11, tool });
    const timing = measure(
      () => corpus,
      (strokes) => {
        for (const stroke of strokes) outlineStroke(stroke);
        return strokes.length;
      },
      options,
    );
    report({ name: `outlineStroke ${tool} (100 points), per stroke`, ...ms(timing) });
  }

  // Simplify.
  const rawPoints: Point[] = samples.map((s) => ({
    x: s.x,
    y: s.y,
    pressure: s.pressure,
    tiltX: s.tiltX,
    tiltY: s.tiltY,
    t: s.timeStamp,
  }));
  report({
    name: 'simplify (RDP) a 4,000-point stroke',
    ...ms(
      measure(
        () => rawPoints,
        (points) => {
          for (let i = 0; i < 10; i++) simplifyPoints(points, SIMPLIFY_TOLERANCE, 3);
          return 10;
        },
        options,
      ),
    ),
  });

  // Eraser over 10,000 strokes × 100 points.
  const big = scatteredStrokes(10_000, 100);
  const bigDocument: CanvasDocument = {
    version: CANVAS_DOCUMENT_VERSION,
    strokes: big,
    width: 1000,
    height: 1000,
    gridType: 'none',
  };
  const eraser = (): DocumentStore => {
    const store = new DocumentStore();
    store.load(bigDocument);
    store.erase([{ x: -100, y: -100, radius: 1 }]); // builds the spatial index outside the timing
    return store;
  };
  report({
    name: 'eraser move over 10,000 strokes × 100 points',
    goalMs: 1,
    ...ms(
      measure(
        eraser,
        (store) => {
          const random = seededRandom(5);
          store.beginErase();
          let x = random() * 1000;
          let y = random() * 1000;
          const moves = 200;
          for (let i = 0; i < moves; i++) {
            const nx = x + (random() - 0.5) * 20;
            const ny = y + (random() - 0.5) * 20;
            store.erase(eraserPath(x, y, nx, ny, 10));
            x = nx;
            y = ny;
          }
          store.endErase();
          return moves;
        },
        { ...options, runs: Math.min(options.runs, 5) },
      ),
    ),
  });

  // Undo / redo on the same document.
  report({
    name: 'undo + redo of a stroke on 10,000 strokes, per operation',
    goalMs: 0.1,
    ...ms(
      measure(
        () => {
          const store = new DocumentStore();
          store.load(bigDocument);
          store.commit(big[0]!);
          return store;
        },
        (store) => {
          for (let i = 0; i < 100; i++) {
            store.undo();
            store.redo();
          }
          return 200;
        },
        options,
      ),
    ),
  });

  // SVG tracing.
  const svg = svgWithPaths(200);
  report({
    name: 'traceSvg of a 200-path SVG',
    goalMs: 5,
    // Ten calls per run: one call is too short to time alone and the JIT needs the repetitions.
    ...ms(
      measure(
        () => svg,
        (text) => {
          for (let i = 0; i < 10; i++) traceSvg(text);
          return 10;
        },
        options,
      ),
    ),
  });

  // Export.
  const thousand = { ...bigDocument, strokes: big.slice(0, 1000) };
  report({
    name: 'exportJson, 1,000 strokes × 100 points',
    ...ms(
      measure(
        () => thousand,
        (document) => {
          exportJson(document);
          return 1;
        },
        options,
      ),
    ),
  });
  report({
    name: 'exportSvg, 1,000 strokes × 100 points (outlines cached, as after drawing)',
    ...ms(
      measure(
        () => thousand,
        (document) => {
          exportSvg(document.strokes, document.width, document.height);
          return 1;
        },
        options,
      ),
    ),
  });
  return results;
}

/** Formats results as an aligned text table: CPU time, wall time, the goal and a note. */
export function formatEngineBench(results: readonly EngineBenchResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length));
  const header = `${'benchmark'.padEnd(width)}  ${'cpu'.padStart(11)}  ${'wall'.padStart(11)}`;
  const lines = results.map((result) => {
    const goal =
      result.goalMs === undefined
        ? ''
        : `  goal ≤ ${format(result.goalMs)} ${result.cpuMs <= result.goalMs ? 'ok' : 'MISSED'}`;
    const note = result.note ? `  (${result.note})` : '';
    return `${result.name.padEnd(width)}  ${format(result.cpuMs).padStart(11)}  ${format(result.wallMs).padStart(11)}${goal}${note}`;
  });
  return [header, ...lines].join('\n');
}
