import type { InkDrawing } from '../../src/shared/canvas/ink-drawing';
import { PEN_TOOLS, type PenTool } from '../../src/shared/canvas/tools';
import { drawGestures, type Gesture } from './draw-gestures';
import { inkDrawingOf } from './ink-drawing';

/** Any colour: pages fill the outlines with their own ink colour. */
const INK = '#2DD4BF';

/** The home page's sample: an open brush circle (an ensō), then one long, quiet line. */
const SAMPLE_WIDTH = 640;
const SAMPLE_HEIGHT = 220;
const SAMPLE_GESTURES: Gesture[] = [
  (u) => {
    // Starting low on the left, round once anticlockwise on screen, leaving the circle open.
    const angle = Math.PI * 0.72 - u * Math.PI * 1.82;
    const radius = 78 + 4 * Math.sin(u * Math.PI);
    return {
      x: 125 + Math.cos(angle) * radius,
      y: 110 + Math.sin(angle) * radius,
      pressure: 0.85 - 0.6 * u,
      tiltX: 0,
    };
  },
  (u) => ({
    x: 250 + u * 360,
    y: 128 - 10 * Math.sin(u * Math.PI * 1.2) + 6 * u,
    pressure: 0.35 + 0.35 * Math.sin(u * Math.PI),
    tiltX: -10 + 20 * u,
  }),
];

/** The specimen of each pen on /explore: one flourish that turns, presses and leans. */
const SPECIMEN_WIDTH = 240;
const SPECIMEN_HEIGHT = 96;
const SPECIMEN_GESTURE: Gesture = (u) => {
  // A prolate cycloid: rising strokes that loop over at the top, as in a cursive "ll".
  const turn = Math.PI + u * Math.PI * 4;
  return {
    x: 20 + u * 200 - 28 * Math.sin(turn),
    y: 52 - 30 * Math.cos(turn),
    pressure: 0.3 + 0.55 * Math.abs(Math.sin(turn / 2)),
    tiltX: -30 + u * 60,
  };
};

export function homeInkSample(): InkDrawing {
  const strokes = drawGestures({
    tool: 'brush',
    size: 16,
    color: INK,
    width: SAMPLE_WIDTH,
    height: SAMPLE_HEIGHT,
    gestures: SAMPLE_GESTURES,
    steps: 360,
  });
  return inkDrawingOf(strokes, SAMPLE_WIDTH, SAMPLE_HEIGHT);
}

export function penSpecimens(): Record<PenTool, InkDrawing> {
  const entries = PEN_TOOLS.map((tool) => {
    const strokes = drawGestures({
      tool,
      size: 12,
      color: INK,
      width: SPECIMEN_WIDTH,
      height: SPECIMEN_HEIGHT,
      gestures: [SPECIMEN_GESTURE],
      steps: 240,
    });
    return [tool, inkDrawingOf(strokes, SPECIMEN_WIDTH, SPECIMEN_HEIGHT)] as const;
  });
  return Object.fromEntries(entries) as Record<PenTool, InkDrawing>;
}
