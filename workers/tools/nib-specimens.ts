import type { Stroke } from '../../src/shared/canvas/stroke';
import type { PenTool } from '../../src/shared/canvas/tools';
import { createSheetEngine, drawGestures, type Gesture } from './draw-gestures';

/** The specimen sheet's size in document units (and CSS px: the element is the same size). */
export const SPECIMEN_WIDTH = 640;
export const SPECIMEN_HEIGHT = 200;
/** Ink and paper of the sheet: dark ink on white reads in both light and dark documentation themes. */
const INK = '#1F2937';
const PAPER = '#FFFFFF';
const PEN_SIZE = 14;

/** The gestures on every sheet: the four directions, a pressure ramp, an "o" and a flourish. */
const GESTURES: Gesture[] = [
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
  return drawGestures({
    tool,
    size: PEN_SIZE,
    color: INK,
    width: SPECIMEN_WIDTH,
    height: SPECIMEN_HEIGHT,
    gestures: GESTURES,
  });
}

/** The specimen sheet of a pen as SVG: its strokes exported exactly as the app exports drawings. */
export function specimenSvg(tool: PenTool): string {
  const engine = createSheetEngine(SPECIMEN_WIDTH, SPECIMEN_HEIGHT);
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
