/**
 * The engine's memory after loading the browser bench's document (10,000 strokes × 50 points by
 * default), in Node: `node --expose-gc --import tsx workers/tools/measure-heap.ts [strokes] [points]`.
 * It imports the same JSON the bench's page does, draws frames until every outline is drawn,
 * forces a GC and prints heapUsed + arrayBuffers (the figure the bench reads from Chromium:
 * usedSize + backingStorageSize). Retained paths are counted by a stand-in that keeps nothing,
 * as Path2D lives outside the JS heap.
 */
import { CANVAS_DOCUMENT_VERSION } from '../../src/shared/canvas/document';
import { DEFAULT_TOOL_PARAMS } from '../../src/shared/canvas/tool-params';
import { benchStrokes } from '../../bench/browser/bench-strokes';
import { CanvasEngine } from '../engine/canvas-engine';
import type { PathLike } from '../engine/render/canvas-like';
import { detailLevel, sharedLodOutlines } from '../engine/render/lod-outline';
import { StrokePaths } from '../engine/render/stroke-paths';
import { RecordingSurface } from '../engine/testing/recording-context';

const WIDTH = 1280;
const HEIGHT = 800;
const MB = 1024 * 1024;

/** A path that keeps nothing: Path2D's vertices live outside the JS heap. */
const emptyPath = (): PathLike => ({ moveTo() {}, lineTo() {}, closePath() {} });

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run with node --expose-gc');
  gc();
  gc();
}

function heapMb(): number {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / MB;
}

const [strokeCount = 10_000, pointsPerStroke = 50] = process.argv.slice(2).map(Number);

/** The browser bench's document as its page builds it (bench/browser/page/ours-subject.ts). */
function benchJson(): string {
  const pen = { tool: 'brush', size: 3, color: '#2DD4BF', toolParams: DEFAULT_TOOL_PARAMS.brush };
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const strokes = benchStrokes(strokeCount, pointsPerStroke, WIDTH, HEIGHT).map((line) => ({
    ...pen,
    points: line.map(([x, y, pressure]) => ({ x: tenth(x), y: tenth(y), pressure })),
  }));
  return JSON.stringify({ version: CANVAS_DOCUMENT_VERSION, width: WIDTH, height: HEIGHT, strokes });
}

/** Imports the document, keeping nothing of the parse (the result holds the parsed document). */
function importRefusal(json: string): string | null {
  const result = engine.importJson('bench.json', 'application/json', json);
  return result.ok ? null : result.message;
}

const screen = new RecordingSurface(WIDTH, HEIGHT, 'screen');
/** Every surface made, so their recordings can be dropped before measuring (a canvas keeps pixels, not calls). */
const surfaces = [screen];
const engine = new CanvasEngine<RecordingSurface>({
  cssWidth: WIDTH,
  cssHeight: HEIGHT,
  docWidth: WIDTH,
  docHeight: HEIGHT,
  createSurface: (width, height) => {
    const surface = new RecordingSurface(width, height, 'layer');
    surfaces.push(surface);
    return surface;
  },
  createPath: emptyPath,
  log: () => {},
});
const json = benchJson();
const before = heapMb();
const started = performance.now();
const refusal = importRefusal(json);
if (refusal) throw new Error(refusal);
const imported = performance.now();
let frames = 0;
while (engine.render(screen, frames * 16)) {
  for (const surface of surfaces) surface.ctx.reset();
  frames++;
}
const drawn = performance.now();
for (const surface of surfaces) surface.ctx.reset();
const after = heapMb();
// The worst case: every stroke's outline and path cached at the screen's level, as a renderer
// that drew every stroke exactly would leave them.
const paths = new StrokePaths(emptyPath);
for (const stroke of engine.strokes) paths.get(stroke, detailLevel(1));
const outlined = heapMb();
const mb = (value: number) => Number(value.toFixed(1));
console.log(
  JSON.stringify({
    strokes: strokeCount,
    pointsPerStroke,
    importMs: Math.round(imported - started),
    drawMs: Math.round(drawn - imported),
    frames,
    engineMb: mb(after - before),
    withEveryOutlineMb: mb(outlined - before),
    outlineCacheMb: mb(sharedLodOutlines.bytes / MB),
    totalMb: mb(outlined),
  }),
);
// Keeps the engine (and the JSON's absence) alive until measured.
if (engine.snapshot().strokeCount !== strokeCount) throw new Error('not every stroke was loaded');
