import type { CDPSession } from 'playwright';
import type { AreaRect } from './subject-page';

/** The pen's rate: a 240 Hz stylus, as the input script sends it. */
export const PEN_HZ = 240;

interface PenSample {
  x: number;
  y: number;
  force: number;
  tiltX: number;
  tiltY: number;
}

/**
 * A cursive stroke of `count` samples across `area`: loops 60 px tall, three letters a second,
 * drifting right and wrapping to the next line, pressure and tilt varying. Deterministic, so
 * every subject gets the same input.
 */
export function penPath(count: number, area: AreaRect): PenSample[] {
  const letter = 80;
  const lineWidth = Math.max(100, area.width - 200);
  return Array.from({ length: count }, (_, i) => {
    const phase = (i / letter) * Math.PI * 2;
    const advance = i * 0.9;
    const line = Math.floor(advance / lineWidth);
    return {
      x: area.x + 100 + (advance % lineWidth) + Math.sin(phase) * 15,
      y: area.y + Math.min(area.height - 60, 120 + line * 90) + Math.cos(phase) * 30,
      force: 0.3 + 0.5 * Math.abs(Math.sin(phase / 2)),
      tiltX: Math.round(20 + Math.sin(i / 100) * 10),
      tiltY: -10,
    };
  });
}

/** One CDP Input.dispatchMouseEvent: a pen or mouse event, or a wheel (ctrl+wheel: a pinch). */
export interface MouseInput {
  type: 'mousePressed' | 'mouseMoved' | 'mouseReleased' | 'mouseWheel';
  x: number;
  y: number;
  button?: 'left' | 'none';
  buttons?: number;
  clickCount?: number;
  /** Bit field: 2 is Ctrl. */
  modifiers?: number;
  deltaX?: number;
  deltaY?: number;
  pointerType?: 'mouse' | 'pen';
  force?: number;
  tiltX?: number;
  tiltY?: number;
}

const penEvent = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', sample: PenSample): MouseInput => ({
  type,
  x: sample.x,
  y: sample.y,
  button: 'left',
  buttons: type === 'mouseReleased' ? 0 : 1,
  clickCount: type === 'mouseMoved' ? 0 : 1,
  pointerType: 'pen',
  force: type === 'mouseReleased' ? 0 : sample.force,
  tiltX: sample.tiltX,
  tiltY: sample.tiltY,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `events` through CDP (Input.dispatchMouseEvent) on a fixed schedule, event i at i ÷ `hz`
 * seconds. Sends are not awaited one by one: a page whose main thread is busy acknowledges late,
 * and waiting would slow the hand down to the page's pace. Resolves once every one is delivered.
 */
export async function dispatchOnSchedule(
  session: CDPSession,
  events: readonly MouseInput[],
  hz: number,
): Promise<void> {
  const sends: Array<Promise<unknown>> = [];
  const start = performance.now();
  let next = 0;
  while (next < events.length) {
    const due = Math.min(events.length, 1 + Math.floor(((performance.now() - start) * hz) / 1000));
    for (; next < due; next++)
      sends.push(session.send('Input.dispatchMouseEvent', events[next] as MouseInput));
    if (next < events.length) await pause(1);
  }
  await Promise.all(sends);
}

/**
 * Sends `samples` as pen events at 240 Hz: down, moves, up. Returns the count of samples sent
 * (down and up included).
 */
export async function sendPenStroke(session: CDPSession, samples: readonly PenSample[]): Promise<number> {
  await dispatchOnSchedule(session, penStrokeEvents(samples), PEN_HZ);
  return samples.length;
}

/**
 * Sends a pen stroke whose lift waits for `holdUntil`: down and moves at 240 Hz, then the up once
 * it has settled. A canvas that stays drawable while a document opens shows the stroke at once and
 * keeps it; one that does not shows it when the open lets it.
 */
export async function sendPenStrokeHeldUntil(
  session: CDPSession,
  samples: readonly PenSample[],
  holdUntil: Promise<unknown>,
): Promise<void> {
  const events = penStrokeEvents(samples);
  await dispatchOnSchedule(session, events.slice(0, -1), PEN_HZ);
  await holdUntil;
  await dispatchOnSchedule(session, events.slice(-1), PEN_HZ);
}

function penStrokeEvents(samples: readonly PenSample[]): MouseInput[] {
  if (samples.length < 3) throw new Error('a pen stroke needs at least 3 samples');
  return samples.map((sample, i) =>
    penEvent(i === 0 ? 'mousePressed' : i === samples.length - 1 ? 'mouseReleased' : 'mouseMoved', sample),
  );
}
