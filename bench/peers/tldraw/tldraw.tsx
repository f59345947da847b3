/**
 * The real tldraw, its draw tool selected, with its fonts, icons and translations self-hosted
 * (its default CDN is out of reach here, and the driver fails any page that leaves the machine).
 * Points are read back from its store: each draw shape's segments hold them base64-encoded.
 */
import { getAssetUrlsByImport } from '@tldraw/assets/imports.vite';
import { createRoot } from 'react-dom/client';
import { b64Vecs, createShapeId, Tldraw, type Editor, type TLDrawShape, type TLShapePartial } from 'tldraw';
import 'tldraw/tldraw.css';
import { benchStrokes } from '../../browser/bench-strokes';
import { exposeSubject, frameUntil, nextFrame } from '../shared/expose-subject';

const assetUrls = getAssetUrlsByImport();
let editor: Editor | null = null;

const drawShapes = (): TLDrawShape[] =>
  (editor?.getCurrentPageShapes() ?? []).filter((shape): shape is TLDrawShape => shape.type === 'draw');

const pointsOf = (shape: TLDrawShape) =>
  shape.props.segments.reduce(
    (sum, segment) => sum + b64Vecs.decodePoints(segment.path, segment.dim).length,
    0,
  );

function mounted(): Editor {
  if (!editor) throw new Error('tldraw is not mounted');
  return editor;
}

/**
 * tldraw refuses more than 4,000 shapes on a page by default (createShapes then does nothing);
 * its public `options` lift the cap, so it can hold the bench's largest document.
 */
const options = { maxShapesPerPage: 20_000 };

createRoot(document.getElementById('root') as HTMLElement).render(
  <Tldraw
    assetUrls={assetUrls}
    options={options}
    onMount={(instance) => {
      editor = instance;
      instance.setCurrentTool('draw');
    }}
  />,
);

/** The prepared document: draw-shape records as JSON, as a .tldr file would hold them. */
let prepared: string | null = null;

exposeSubject({
  name: 'tldraw',
  async ready() {
    await frameUntil(() => editor?.getCurrentToolId() === 'draw', 'tldraw’s draw tool');
  },
  // Clear of the menus at the top and the toolbar at the bottom.
  drawingArea: () => ({ x: 60, y: 80, width: window.innerWidth - 120, height: window.innerHeight - 200 }),
  storedPoints: () => drawShapes().reduce((sum, shape) => sum + pointsOf(shape), 0),
  strokeCount: () => drawShapes().length,
  prepareOpen(count, pointsPerStroke) {
    const strokes = benchStrokes(count, pointsPerStroke, window.innerWidth, window.innerHeight);
    prepared = JSON.stringify(
      strokes.map((points): TLShapePartial<TLDrawShape> => {
        const [x0, y0] = points[0] as [number, number, number];
        return {
          id: createShapeId(),
          type: 'draw',
          x: x0,
          y: y0,
          props: {
            segments: [
              {
                type: 'free',
                path: b64Vecs.encodePoints(points.map(([x, y, z]) => ({ x: x - x0, y: y - y0, z }))),
              },
            ],
            isComplete: true,
            isPen: true,
          },
        };
      }),
    );
  },
  async open() {
    const instance = mounted();
    const text = prepared;
    prepared = null;
    if (text === null) throw new Error('open() before prepareOpen()');
    const shapes = JSON.parse(text) as TLShapePartial<TLDrawShape>[];
    instance.run(() => {
      instance.createShapes(shapes);
    });
    instance.setCurrentTool('draw');
  },
  async settled() {
    await nextFrame();
    await nextFrame();
  },
  async clear() {
    const instance = mounted();
    instance.deleteShapes([...instance.getCurrentPageShapeIds()]);
    instance.setCurrentTool('draw');
    await nextFrame();
  },
  async setTool(tool) {
    mounted().setCurrentTool(tool === 'pan' ? 'hand' : 'draw');
  },
  view() {
    const { x, y, z } = mounted().getCamera();
    return { scale: z, x, y };
  },
});
