/**
 * The main-thread baseline: how a simple canvas app draws ink, and how Excalidraw does it. One
 * point per pointermove (no coalesced samples), perfect-freehand's getStroke recomputing the
 * whole stroke at every move, Canvas2D on the main thread. Committed strokes sit in a cached
 * layer, so the baseline pays for the live stroke, not the document: a fair, not a straw, peer.
 */
import { getStroke } from 'perfect-freehand';
import { benchStrokes, type BenchPoint } from '../../browser/bench-strokes';
import { exposeSubject, nextFrame } from '../shared/expose-subject';

const OPTIONS = {
  size: 6,
  thinning: 0.5,
  smoothing: 0.5,
  streamline: 0.5,
  simulatePressure: false,
  last: false,
};
const INK = '#2DD4BF';

const canvas = document.querySelector('canvas') as HTMLCanvasElement;
const dpr = window.devicePixelRatio || 1;
const width = window.innerWidth;
const height = window.innerHeight;
canvas.width = width * dpr;
canvas.height = height * dpr;
const context = canvas.getContext('2d') as CanvasRenderingContext2D;
const layer = new OffscreenCanvas(canvas.width, canvas.height);
const layerContext = layer.getContext('2d') as OffscreenCanvasRenderingContext2D;
for (const target of [context, layerContext]) target.scale(dpr, dpr);

const strokes: BenchPoint[][] = [];
let active: BenchPoint[] | null = null;
let activeOutline: number[][] = [];
let framePending = false;

function fillOutline(
  target: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  outline: number[][],
) {
  if (outline.length < 2) return;
  target.beginPath();
  const [x0, y0] = outline[0] as [number, number];
  target.moveTo(x0, y0);
  for (let i = 1; i < outline.length; i++) {
    const [x, y] = outline[i] as [number, number];
    target.lineTo(x, y);
  }
  target.closePath();
  target.fill();
}

function commitToLayer(points: BenchPoint[]) {
  layerContext.fillStyle = INK;
  fillOutline(layerContext, getStroke(points, { ...OPTIONS, last: true }));
}

function redrawLayer() {
  layerContext.clearRect(0, 0, width, height);
  for (const stroke of strokes) commitToLayer(stroke);
}

function draw() {
  framePending = false;
  context.clearRect(0, 0, width, height);
  context.drawImage(layer, 0, 0, width, height);
  context.fillStyle = INK;
  fillOutline(context, activeOutline);
}

function requestDraw() {
  if (framePending) return;
  framePending = true;
  requestAnimationFrame(draw);
}

canvas.addEventListener('pointerdown', (event) => {
  canvas.setPointerCapture(event.pointerId);
  active = [[event.offsetX, event.offsetY, event.pressure]];
  activeOutline = getStroke(active, OPTIONS);
  requestDraw();
});
canvas.addEventListener('pointermove', (event) => {
  if (!active) return;
  active.push([event.offsetX, event.offsetY, event.pressure]);
  // The whole stroke again, at every move: what a redraw-the-shape app does live.
  activeOutline = getStroke(active, OPTIONS);
  requestDraw();
});
const finish = () => {
  if (!active) return;
  strokes.push(active);
  commitToLayer(active);
  active = null;
  activeOutline = [];
  requestDraw();
};
canvas.addEventListener('pointerup', finish);
canvas.addEventListener('pointercancel', finish);

let prepared: string | null = null;

exposeSubject({
  name: 'baseline',
  ready: async () => {},
  drawingArea: () => ({ x: 0, y: 0, width, height }),
  storedPoints: () => strokes.reduce((sum, stroke) => sum + stroke.length, 0) + (active?.length ?? 0),
  strokeCount: () => strokes.length,
  prepareOpen(count, pointsPerStroke) {
    prepared = JSON.stringify(benchStrokes(count, pointsPerStroke, width, height));
  },
  async open() {
    const text = prepared;
    prepared = null;
    if (text === null) throw new Error('open() before prepareOpen()');
    strokes.splice(0, strokes.length, ...(JSON.parse(text) as BenchPoint[][]));
    redrawLayer();
    draw();
  },
  settled: async () => {
    await nextFrame();
  },
  async clear() {
    strokes.length = 0;
    redrawLayer();
    draw();
  },
});
