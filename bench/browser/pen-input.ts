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

const event = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', sample: PenSample) => ({
  type,
  x: sample.x,
  y: sample.y,
  button: 'left' as const,
  buttons: type === 'mouseReleased' ? 0 : 1,
  clickCount: type === 'mouseMoved' ? 0 : 1,
  pointerType: 'pen' as const,
  force: type === 'mouseReleased' ? 0 : sample.force,
  tiltX: sample.tiltX,
  tiltY: sample.tiltY,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `samples` as pen events through CDP (Input.dispatchMouseEvent) on a fixed 240 Hz
 * schedule: down, moves, up. Sends are not awaited one by one: a page whose main thread is busy
 * acknowledges late, and waiting would slow the pen down to the page's pace. Returns the count
 * of samples sent (down and up included).
 */
export async function sendPenStroke(session: CDPSession, samples: readonly PenSample[]): Promise<number> {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || samples.length < 3) throw new Error('a pen stroke needs at least 3 samples');
  const sends: Array<Promise<unknown>> = [
    session.send('Input.dispatchMouseEvent', event('mousePressed', first)),
  ];
  const start = performance.now();
  let next = 1;
  while (next < samples.length - 1) {
    const due = Math.min(samples.length - 1, 1 + Math.floor(((performance.now() - start) * PEN_HZ) / 1000));
    for (; next < due; next++)
      sends.push(session.send('Input.dispatchMouseEvent', event('mouseMoved', samples[next] as PenSample)));
    await pause(1);
  }
  await pause(1000 / PEN_HZ);
  sends.push(session.send('Input.dispatchMouseEvent', event('mouseReleased', last)));
  await Promise.all(sends);
  return samples.length;
}
