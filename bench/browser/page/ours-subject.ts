import { CanvasController } from '../../../src/components/canvas/canvas-controller';
import { startEngine } from '../../../src/components/canvas/engine-client';
import { PointerForwarder } from '../../../src/components/canvas/pointer-forwarder';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import type { FrameLogEntries, WorkerStats } from '../../../src/shared/canvas/engine-diagnostics';
import { INITIAL_VIEW, type ViewState } from '../../../src/shared/canvas/view';
import { benchStrokes } from '../bench-strokes';
import { SUBJECT_PAGE_GLOBAL, type SubjectPage, type SubjectTool } from '../subject-page';
import { bindViewGestures } from './ours-view-gestures';
import { ViewWatch, type WatchedFrames } from './ours-view-watch';

/** What only our page can add: the worker's own view of the same input. */
export interface OursSubjectPage extends SubjectPage {
  workerStats(reset: boolean): Promise<WorkerStats>;
  workerFrames(reset: boolean): Promise<FrameLogEntries>;
  /** Empties the worker's frame log and notes when the view becomes complete and crisp (ViewWatch). */
  watchView(): Promise<void>;
  /** Stops watching: the frame log and the frames after which the view was first complete and crisp. */
  watchedFrames(): Promise<WatchedFrames>;
}

const canvas = document.querySelector('canvas') as HTMLCanvasElement;
const width = window.innerWidth;
const height = window.innerHeight;
let strokeCount = 0;
let tool: SubjectTool = 'draw';
let prepared: File | null = null;
/** The view last sent to the worker. */
let view: ViewState = INITIAL_VIEW;
const watch = new ViewWatch(async () => (await starting).diagnostics);

/**
 * The drawing surface as the app wires it, without React (which takes no part in input): the
 * engine worker on a transferred canvas, the app's CanvasController owning the view (one
 * setView per animation frame) and the PointerForwarder sending every coalesced sample.
 * The document is the size of the viewport, so a document unit is a CSS pixel.
 */
const starting: Promise<CanvasController> = startEngine(canvas, {
  cssWidth: width,
  cssHeight: height,
  dpr: window.devicePixelRatio || 1,
  docWidth: width,
  docHeight: height,
}).then(async (client) => {
  const controller = new CanvasController(client, {
    cssWidth: width,
    cssHeight: height,
    docWidth: width,
    docHeight: height,
  });
  controller.onViewChange((next) => {
    view = next;
    watch.restart();
  });
  await controller.subscribe((snapshot) => {
    strokeCount = snapshot.strokeCount;
  });
  new PointerForwarder(canvas, {
    accepts: () => tool === 'draw',
    send: (...batches) => controller.input(...batches),
    onGesture: () => {},
  }).attach();
  bindViewGestures(canvas, controller, () => tool === 'pan');
  return controller;
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Waits until the worker owes no frame (a loaded document's outlines are drawn over frames). */
async function settled(): Promise<void> {
  const controller = await starting;
  for (;;) {
    await nextFrame();
    if (!(await controller.diagnostics.stats()).pending) return;
  }
}

const subject: OursSubjectPage = {
  name: 'ours',
  ready: settled,
  drawingArea: () => ({ x: 0, y: 0, width, height }),
  async storedPoints() {
    return (await (await starting).diagnostics.stats()).samplesReceived;
  },
  strokeCount: () => strokeCount,
  prepareOpen(count, pointsPerStroke) {
    const strokes = benchStrokes(count, pointsPerStroke, width, height).map((points) => ({
      tool: 'brush',
      size: 3,
      color: '#2DD4BF',
      toolParams: DEFAULT_TOOL_PARAMS.brush,
      points: points.map(([x, y, pressure]) => ({
        x: Math.round(x * 10) / 10,
        y: Math.round(y * 10) / 10,
        pressure,
      })),
    }));
    prepared = new File(
      [JSON.stringify({ version: CANVAS_DOCUMENT_VERSION, width, height, gridType: 'none', strokes })],
      'bench.json',
      { type: 'application/json' },
    );
  },
  async open() {
    const file = prepared;
    prepared = null;
    if (!file) throw new Error('open() before prepareOpen()');
    const outcome = await (await starting).importFile(file);
    if (!outcome.ok) throw new Error(`bench document refused: ${outcome.message}`);
    watch.restart();
  },
  async settled() {
    await settled();
    // The snapshot with the new stroke count follows the frame that settled.
    for (let i = 0; i < 3; i++) await nextFrame();
  },
  async clear() {
    await (await starting).clear();
    await settled();
  },
  async setTool(next) {
    tool = next;
  },
  view: () => ({ scale: view.scale, x: view.offsetX, y: view.offsetY }),
  async workerStats(reset) {
    return (await starting).diagnostics.stats({ reset });
  },
  async workerFrames(reset) {
    return (await starting).diagnostics.frames({ reset });
  },
  watchView: () => watch.start(),
  watchedFrames: () => watch.stop(),
};

Object.assign(window, { [SUBJECT_PAGE_GLOBAL]: subject });
