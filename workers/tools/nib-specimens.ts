import type { Stroke } from '../../src/shared/canvas/stroke';
import type { PenTool } from '../../src/shared/canvas/tools';
import { encodeInputBatch, type InputSample } from '../../src/shared/input-batch';
import { CanvasEngine } from '../engine/canvas-engine';

/** The specimen sheet's size in document units (and CSS px: the element is the same size). */
export const SPECIMEN_WIDTH = 640;
export const SPECIMEN_HEIGHT = 200;
/** Ink and paper of the sheet: dark ink on white reads in both light and dark documentation themes. */
const INK = '#1F2937';
const PAPER = '#FFFFFF';
const PEN_SIZE = 14;

type Path = (u: number) => { x: number; y: number; pressure: number; tiltX: number };

/** The gestures on every sheet: the four directions, a pressure ramp, an "o" and a flourish. */
const GESTURES: Path[] = [
  (u) => ({ x: 30 + u * 90, y: 40, pressure: 0.5, tiltX: 0 }), // horizontal
  (u) => ({ x: 150, y: 25 + u * 150, pressure: 0.5, tiltX: 0 }), // vertical
  (u) => ({ x: 185 + u * 100, y: 25 + u * 100, pressure: 0.5, tiltX: 0 }), // 45°
  (u) => ({ x: 285 - u * 100, y: 75 + u * 100, pressure: 0.5, tiltX: 0 }), // 135°
  (u) => ({ x: 30 + u * 100, y: 120 + Math.sin(u * Math.PI * 2) * 25, pressure: 0.05 + u * 0.95, tiltX: 0 }), // light → heavy
  (u) => ({
    x: 380 + Math.cos(u * Math.PI * 2 - Math.PI / 2) * 40,
    y: 100 + Math.sin(u * Math.PI * 2 - Math.PI / 2) * 55,
    pressure: 0.35 + 0.5 * Math.sin(u * Math.PI),
    tiltX: 0,
  }), // an "o"
  (u) => ({
    x: 450 + u * 160,
    y: 110 + Math.sin(u * Math.PI * 3) * 45 * (1 - u * 0.5),
    pressure: 0.3 + 0.6 * Math.abs(Math.cos(u * Math.PI * 3)),
    tiltX: -30 + u * 60,
  }), // a flourish with pressure and tilt
];

/** Draws each gesture through the real input path (240 Hz pen samples) and returns the strokes. */
export function specimenStrokes(tool: PenTool): Stroke[] {
  const engine = new CanvasEngine({
    cssWidth: SPECIMEN_WIDTH,
    cssHeight: SPECIMEN_HEIGHT,
    docWidth: SPECIMEN_WIDTH,
    docHeight: SPECIMEN_HEIGHT,
    log: () => {},
  });
  engine.setPen({ tool, size: PEN_SIZE, color: INK });
  let time = 0;
  GESTURES.forEach((path, pointerId) => {
    const steps = 120;
    for (let i = 0; i <= steps; i++) {
      const { x, y, pressure, tiltX } = path(i / steps);
      time += 4;
      const sample: InputSample = { x, y, pressure, tiltX, tiltY: 0, timeStamp: time };
      const phase = i === 0 ? 'down' : i === steps ? 'up' : 'move';
      const header = {
        phase,
        pointerId,
        pointerType: 'pen',
        buttons: 1,
        width: 1,
        height: 1,
        predicted: false,
      } as const;
      engine.input(encodeInputBatch(header, [sample]));
    }
    time += 400;
  });
  return engine.toDocument().strokes;
}

/** The specimen sheet of a pen as SVG: its strokes exported exactly as the app exports drawings. */
export function specimenSvg(tool: PenTool): string {
  const engine = new CanvasEngine({
    cssWidth: SPECIMEN_WIDTH,
    cssHeight: SPECIMEN_HEIGHT,
    docWidth: SPECIMEN_WIDTH,
    docHeight: SPECIMEN_HEIGHT,
    log: () => {},
  });
  engine.loadDocument({
    version: 1,
    strokes: specimenStrokes(tool),
    width: SPECIMEN_WIDTH,
    height: SPECIMEN_HEIGHT,
    gridType: 'none',
  });
  // Paper behind the ink, so the sheet reads on any page colour.
  return engine.exportSvg().replace(/(<svg[^>]*>)/, `$1\n<rect width="100%" height="100%" fill="${PAPER}"/>`);
}
