/**
 * The real Excalidraw, its freedraw tool selected, with its fonts self-hosted through
 * window.EXCALIDRAW_ASSET_PATH (set before the package loads; the build copies the fonts beside
 * this page). Points are read back from its scene: each freedraw element's `points`.
 */
import './asset-path';
import { CaptureUpdateAction, Excalidraw, restoreElements } from '@excalidraw/excalidraw';
import '@excalidraw/excalidraw/index.css';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { createRoot } from 'react-dom/client';
import { benchStrokes } from '../../browser/bench-strokes';
import { exposeSubject, frameUntil, nextFrame } from '../shared/expose-subject';

let api: ExcalidrawImperativeAPI | null = null;

function mounted(): ExcalidrawImperativeAPI {
  if (!api) throw new Error('Excalidraw is not mounted');
  return api;
}

const freedraws = () => (api?.getSceneElements() ?? []).filter((element) => element.type === 'freedraw');

createRoot(document.getElementById('root') as HTMLElement).render(
  <Excalidraw
    excalidrawAPI={(instance) => {
      api = instance;
    }}
  />,
);

async function selectFreedraw(): Promise<void> {
  const instance = mounted();
  instance.setActiveTool({ type: 'freedraw', locked: true });
  await frameUntil(() => instance.getAppState().activeTool.type === 'freedraw', 'Excalidraw’s freedraw tool');
}

/** The prepared document: freedraw elements as JSON, as an .excalidraw file would hold them. */
let prepared: string | null = null;

exposeSubject({
  name: 'excalidraw',
  async ready() {
    await frameUntil(() => api !== null, 'Excalidraw to mount');
    await selectFreedraw();
  },
  // Clear of the toolbar at the top, the style panel the freedraw tool opens on the left, and
  // the zoom and help buttons at the bottom: a stroke that lands on the panel draws nothing.
  drawingArea: () => ({ x: 240, y: 90, width: window.innerWidth - 300, height: window.innerHeight - 190 }),
  storedPoints: () =>
    freedraws().reduce((sum, element) => sum + ('points' in element ? element.points.length : 0), 0),
  strokeCount: () => freedraws().length,
  prepareOpen(count, pointsPerStroke) {
    const strokes = benchStrokes(count, pointsPerStroke, window.innerWidth, window.innerHeight);
    prepared = JSON.stringify(
      strokes.map((points, i) => {
        const [x0, y0] = points[0] as [number, number, number];
        return {
          type: 'freedraw',
          id: `bench-${i}`,
          x: x0,
          y: y0,
          strokeColor: '#1e1e1e',
          points: points.map(([x, y]) => [x - x0, y - y0]),
          pressures: points.map(([, , pressure]) => pressure),
          simulatePressure: false,
        };
      }),
    );
  },
  async open() {
    const text = prepared;
    prepared = null;
    if (text === null) throw new Error('open() before prepareOpen()');
    // What loading a file does: parse, restore (fill defaults, validate), replace the scene.
    const elements = restoreElements(JSON.parse(text) as Parameters<typeof restoreElements>[0], null);
    mounted().updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER });
    await selectFreedraw();
  },
  async settled() {
    await nextFrame();
    await nextFrame();
  },
  async clear() {
    mounted().updateScene({ elements: [], captureUpdate: CaptureUpdateAction.NEVER });
    await nextFrame();
    await selectFreedraw();
  },
  async setTool(tool) {
    if (tool === 'draw') await selectFreedraw();
    else mounted().setActiveTool({ type: 'hand' });
  },
  view() {
    const { zoom, scrollX, scrollY } = mounted().getAppState();
    return { scale: zoom.value, x: scrollX, y: scrollY };
  },
});
