import { getStroke, type StrokeOptions } from 'perfect-freehand';
import { CANVAS_DOCUMENT_VERSION, type CanvasDocument } from '../../src/shared/canvas/document';
import { PEN_TOOLS } from '../../src/shared/canvas/tools';
import { SIMPLIFY_TOLERANCE } from '../../src/shared/canvas/constants';
import type { Point, Stroke } from '../../src/shared/canvas/stroke';
import { CanvasEngine } from '../../workers/engine/canvas-engine';
import { eraserPath } from '../../workers/engine/document/cut-stroke';
import { DocumentStore } from '../../workers/engine/document/document-store';
import { exportJson } from '../../workers/engine/export/export-json';
import { exportSvg } from '../../workers/engine/export/export-svg';
import { simplifyPoints } from '../../workers/engine/geometry/simplify';
import { outlineStroke } from '../../workers/engine/nibs/index';
import { traceSvg } from '../../src/shared/canvas/svg-trace';

import { mulberry32 } from '../../src/shared/content/prng';
import { strokeCorpus } from '../../workers/engine/testing/stroke-corpus';
import type { Metric, SuiteOutput } from '../report/bench-results';
import { engineMetric } from './engine-metric';
import { longStrokeSamples, sampleBatches, scatteredStrokes, svgWithPaths } from './fixtures';
import { measure, medianTiming, now, since, type MeasureOptions, type Timing } from './measure';

export interface EngineBenchOptions {
  /** Fewer runs and smaller baselines (CI smoke): same measurements, noisier numbers. */
  quick?: boolean;
  /** Strokes in the large document (eraser, undo, export): BENCH_CORPUS_STROKES, default 10,000. */
  corpusStrokes?: number;
  /** Receives each metric as it is measured. */
  onMetric?: (metric: Metric) => void;
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

const CPU_NOTE = 'median CPU time of the process per operation over N runs after warm-up';

/** The size of the large document from BENCH_CORPUS_STROKES (default 10,000). */
export function corpusStrokesFromEnv(value = process.env.BENCH_CORPUS_STROKES): number {
  if (value === undefined || value === '') return 10_000;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 100 || count > 1_000_000)
    throw new Error(`BENCH_CORPUS_STROKES must be a whole number from 100 to 1,000,000 (got "${value}")`);
  return count;
}

/** Runs the engine micro-benchmarks (issue 4's list, with perfect-freehand beside ours). */
export function runEngineBench({
  quick = false,
  corpusStrokes = corpusStrokesFromEnv(),
  onMetric,
}: EngineBenchOptions = {}): SuiteOutput {
  const options: MeasureOptions = quick ? { warmup: 1, runs: 3 } : { warmup: 3, runs: 9 };
  const metrics: Metric[] = [];
  const report = (metric: Metric) => {
    metrics.push(metric);
    onMetric?.(metric);
  };

  // Ingest + incremental outline, beside perfect-freehand recomputing the whole stroke.
  const samples = longStrokeSamples(LONG_STROKE);
  const batches = sampleBatches(samples);
  for (let i = 0; i < options.warmup; i++) ingestRun(batches);
  const ingest = Array.from({ length: options.runs }, () => ingestRun(batches));
  const baselineLength = quick ? 1000 : LONG_STROKE;
  const freehandPoints = samples
    .slice(0, baselineLength)
    .map((s): [number, number, number] => [s.x, s.y, s.pressure]);
  freehandRun(freehandPoints.slice(0, 500));
  const freehand = Array.from({ length: quick ? 1 : 3 }, () => freehandRun(freehandPoints));
  const oursFirst = medianTiming(ingest.map((run) => run.first));
  const oursLast = medianTiming(ingest.map((run) => run.last));
  report(
    engineMetric({
      id: 'ingest-per-sample',
      name: `ingest + outline per sample (${LONG_STROKE.toLocaleString('en-US')}-sample stroke)`,
      unit: 'µs',
      ours: medianTiming(ingest.map((run) => run.total)),
      baseline: medianTiming(freehand.map((run) => run.total)),
      goal: 5,
      how: `one input batch per sample into a fresh engine; baseline: perfect-freehand getStroke on the whole stroke so far per sample (${baselineLength.toLocaleString('en-US')} samples); ${CPU_NOTE}`,
    }),
  );
  report(
    engineMetric({
      id: 'ingest-last-100',
      name: 'ingest per sample, last 100 samples of the stroke',
      unit: 'µs',
      ours: oursLast,
      baseline: medianTiming(freehand.map((run) => run.last)),
      how: 'the same runs, timed over the last 100 samples only: the cost of a long stroke’s tip',
      note: `last ÷ first 100 = ${(oursLast.cpu / oursFirst.cpu).toFixed(2)} (goal ≤ 1.5)`,
    }),
  );

  // Outline per nib.
  for (const tool of PEN_TOOLS) {
    const corpus = strokeCorpus({ count: 200, pointsPerStroke: 100, seed: 11, tool });
    report(
      engineMetric({
        id: `outline.${tool}`,
        name: `outline ${tool} (100 points), per stroke`,
        unit: 'ms',
        ours: measure(
          () => corpus,
          (strokes) => {
            for (const stroke of strokes) outlineStroke(stroke);
            return strokes.length;
          },
          options,
        ),
        how: `outlineStroke over 200 seeded strokes of this nib; ${CPU_NOTE}`,
      }),
    );
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
  report(
    engineMetric({
      id: 'simplify-4000',
      name: 'simplify (RDP, tolerance 1) a 4,000-point stroke',
      unit: 'ms',
      ours: measure(
        () => rawPoints,
        (points) => {
          for (let i = 0; i < 10; i++) simplifyPoints(points, SIMPLIFY_TOLERANCE, 3);
          return 10;
        },
        options,
      ),
      how: `Ramer–Douglas–Peucker on the long stroke, ten calls per run; ${CPU_NOTE}`,
    }),
  );

  // Eraser over a small and a large document.
  const big = scatteredStrokes(corpusStrokes, 100);
  const documentOf = (strokes: Stroke[]): CanvasDocument => ({
    version: CANVAS_DOCUMENT_VERSION,
    strokes,
    width: 1000,
    height: 1000,
    gridType: 'none',
  });
  for (const count of [1000, corpusStrokes]) {
    const document = documentOf(big.slice(0, count));
    report(
      engineMetric({
        id: `eraser-move.${count === corpusStrokes ? 'corpus' : count}`,
        name: `eraser move over ${count.toLocaleString('en-US')} strokes × 100 points`,
        unit: 'ms',
        ours: measure(() => loadedStore(document), eraserMoves, {
          ...options,
          runs: Math.min(options.runs, 5),
        }),
        goal: count >= 10_000 ? 1 : undefined,
        how: `200 moves of a 10-unit eraser along a seeded random walk, cutting the strokes it touches (spatial index built before timing); ${CPU_NOTE}`,
      }),
    );
  }

  // Undo / redo on the large document.
  const bigDocument = documentOf(big);
  report(
    engineMetric({
      id: 'undo-redo.corpus',
      name: `undo + redo of a stroke on ${corpusStrokes.toLocaleString('en-US')} strokes, per operation`,
      unit: 'µs',
      ours: measure(
        () => {
          const store = loadedStore(bigDocument);
          store.commit(big[0] as Stroke);
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
      goal: 100,
      how: `100 undo/redo pairs after one commit; ${CPU_NOTE}`,
    }),
  );

  // SVG tracing (ten calls per run: one call is too short to time alone).
  const svg = svgWithPaths(200);
  report(
    engineMetric({
      id: 'trace-svg-200',
      name: 'traceSvg of a 200-path SVG',
      unit: 'ms',
      ours: measure(
        () => svg,
        (text) => {
          for (let i = 0; i < 10; i++) traceSvg(text);
          return 10;
        },
        options,
      ),
      goal: 5,
      how: `lines, cubic and quadratic curves and arcs under a transform, traced into target strokes; ${CPU_NOTE}`,
    }),
  );

  // Export.
  const thousand = documentOf(big.slice(0, 1000));
  report(
    engineMetric({
      id: 'export-json-1000',
      name: 'exportJson, 1,000 strokes × 100 points',
      unit: 'ms',
      ours: measure(
        () => thousand,
        (document) => {
          exportJson(document);
          return 1;
        },
        options,
      ),
      how: CPU_NOTE,
    }),
  );
  report(
    engineMetric({
      id: 'export-svg-1000',
      name: 'exportSvg, 1,000 strokes × 100 points',
      unit: 'ms',
      ours: measure(
        () => thousand,
        (document) => {
          exportSvg(document.strokes, document.width, document.height);
          return 1;
        },
        options,
      ),
      how: `outlines cached, as after drawing; ${CPU_NOTE}`,
    }),
  );
  return { metrics, charts: [], skipped: [] };
}

/** A document store holding `document`, its spatial index already built. */
function loadedStore(document: CanvasDocument): DocumentStore {
  const store = new DocumentStore();
  store.load(document);
  store.erase([{ x: -100, y: -100, radius: 1 }]);
  return store;
}

/** 200 eraser moves along a seeded random walk, as one gesture. */
function eraserMoves(store: DocumentStore): number {
  const random = mulberry32(5);
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
}
