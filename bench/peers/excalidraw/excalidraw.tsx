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
  async loadStrokes(count, pointsPerStroke) {
    const strokes = benchStrokes(count, pointsPerStroke, window.innerWidth, window.innerHeight);
    const elements = restoreElements(
      strokes.map((points, i) => {
        const [x0, y0] = points[0] as [number, number, number];
        return {
          type: 'freedraw' as const,
          id: `bench-${i}`,
          x: x0,
          y: y0,
          strokeColor: '#1e1e1e',
          points: points.map(([x, y]) => [x - x0, y - y0] as const),
          pressures: points.map(([, , pressure]) => pressure),
          simulatePressure: false,
        };
      }) as unknown as Parameters<typeof restoreElements>[0],
      null,
    );
    mounted().updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER });
    await nextFrame();
    await nextFrame();
    await selectFreedraw();
  },
  async clear() {
    mounted().updateScene({ elements: [], captureUpdate: CaptureUpdateAction.NEVER });
    await nextFrame();
    await selectFreedraw();
  },
});
