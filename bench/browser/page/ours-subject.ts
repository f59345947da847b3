import { startEngine, type EngineClient } from '../../../src/components/canvas/engine-client';
import { PointerForwarder } from '../../../src/components/canvas/pointer-forwarder';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import type { FrameLogEntries, WorkerStats } from '../../../src/shared/canvas/engine-diagnostics';
import { benchStrokes } from '../bench-strokes';
import { SUBJECT_PAGE_GLOBAL, type SubjectPage } from '../subject-page';

/** What only our page can add: the worker's own view of the same input. */
export interface OursSubjectPage extends SubjectPage {
  workerStats(reset: boolean): Promise<WorkerStats>;
  workerFrames(reset: boolean): Promise<FrameLogEntries>;
}

const canvas = document.querySelector('canvas') as HTMLCanvasElement;
const width = window.innerWidth;
const height = window.innerHeight;
let strokeCount = 0;

/**
 * The drawing surface as the app wires it, without React (which takes no part in input): the
 * engine worker on a transferred canvas and the PointerForwarder sending every coalesced sample.
 * The document is the size of the viewport, so a document unit is a CSS pixel.
 */
const starting: Promise<EngineClient> = startEngine(canvas, {
  cssWidth: width,
  cssHeight: height,
  dpr: window.devicePixelRatio || 1,
  docWidth: width,
  docHeight: height,
}).then(async (client) => {
  await client.subscribe((snapshot) => {
    strokeCount = snapshot.strokeCount;
  });
  new PointerForwarder(canvas, {
    accepts: () => true,
    send: (...batches) => client.input(...batches),
    onGesture: () => {},
  }).attach();
  return client;
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Waits until the worker owes no frame (a loaded document's outlines are drawn over frames). */
async function settled(client: EngineClient): Promise<void> {
  for (;;) {
    await nextFrame();
    if (!(await client.diagnostics.stats()).pending) return;
  }
}

const subject: OursSubjectPage = {
  name: 'ours',
  async ready() {
    await settled(await starting);
  },
  drawingArea: () => ({ x: 0, y: 0, width, height }),
  async storedPoints() {
    return (await (await starting).diagnostics.stats()).samplesReceived;
  },
  strokeCount: () => strokeCount,
  async loadStrokes(count, pointsPerStroke) {
    const client = await starting;
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
    const file = new File(
      [JSON.stringify({ version: CANVAS_DOCUMENT_VERSION, width, height, gridType: 'none', strokes })],
      'bench.json',
      { type: 'application/json' },
    );
    const outcome = await client.api.importJson(file);
    if (!outcome.ok) throw new Error(`bench document refused: ${outcome.message}`);
    await settled(client);
    for (let i = 0; i < 20 && strokeCount !== count; i++) await nextFrame();
  },
  async clear() {
    const client = await starting;
    await client.api.clear();
    await settled(client);
  },
  async workerStats(reset) {
    return (await starting).diagnostics.stats({ reset });
  },
  async workerFrames(reset) {
    return (await starting).diagnostics.frames({ reset });
  },
};

Object.assign(window, { [SUBJECT_PAGE_GLOBAL]: subject });
