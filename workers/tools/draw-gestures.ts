import type { Stroke } from '../../src/shared/canvas/stroke';
import type { PenTool } from '../../src/shared/canvas/tools';
import { encodeInputBatch, type InputSample } from '../../src/shared/input-batch';
import { CanvasEngine } from '../engine/canvas-engine';

/** A pen gesture: where the pen is at u (0 at pen down, 1 at pen up) and how it presses and leans. */
export type Gesture = (u: number) => { x: number; y: number; pressure: number; tiltX: number };

export interface GestureSheet {
  tool: PenTool;
  size: number;
  color: string;
  /** The sheet in document units (and CSS px). */
  width: number;
  height: number;
  gestures: readonly Gesture[];
  /** Pen samples per gesture; the pen reports every 4 ms (240 Hz). */
  steps?: number;
}

/** ms between pen samples (240 Hz). */
const SAMPLE_MS = 4;
/** The pen rests this long between gestures. */
const PAUSE_MS = 400;

/** An engine whose document is a sheet of `width` × `height` units, shown at one CSS pixel a unit. */
export function createSheetEngine(width: number, height: number): CanvasEngine {
  return new CanvasEngine({
    cssWidth: width,
    cssHeight: height,
    docWidth: width,
    docHeight: height,
    log: () => {},
  });
}

/** Draws each gesture through the engine's real input path and returns the committed strokes. */
export function drawGestures({
  tool,
  size,
  color,
  width,
  height,
  gestures,
  steps = 120,
}: GestureSheet): Stroke[] {
  const engine = createSheetEngine(width, height);
  engine.setPen({ tool, size, color });
  let time = 0;
  gestures.forEach((path, pointerId) => {
    for (let i = 0; i <= steps; i++) {
      const { x, y, pressure, tiltX } = path(i / steps);
      time += SAMPLE_MS;
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
    time += PAUSE_MS;
  });
  return engine.toDocument().strokes;
}
