import { moveEventType } from '../pointer-batch';

interface StrokeOptions {
  /** Where the stroke runs, in CSS px relative to the element. */
  from: [number, number];
  to: [number, number];
  /** Real samples in all, the down and up events included. */
  samples: number;
  /** Samples coalesced into each move event (a 240 Hz pen on a 60 Hz frame sends four). */
  perEvent?: number;
  pointerType?: 'pen' | 'mouse' | 'touch';
  buttons?: number;
}

/**
 * Dispatches a pen stroke as the browser would: pointerdown, move events (of the type the
 * canvas listens to) each carrying several coalesced samples, pointerup. Returns the number of
 * samples sent. For browser tests, where CDP coordinates would have to cross the test iframe.
 */
export function dispatchStroke(target: Element, options: StrokeOptions): number {
  const { from, to, samples, perEvent = 4, pointerType = 'pen', buttons = 1 } = options;
  const rect = target.getBoundingClientRect();
  const base = {
    pointerId: 7,
    pointerType,
    isPrimary: true,
    bubbles: true,
    cancelable: true,
    composed: true,
  };
  const at = (i: number) => {
    const f = samples > 1 ? i / (samples - 1) : 0;
    return {
      clientX: rect.left + from[0] + (to[0] - from[0]) * f,
      clientY: rect.top + from[1] + (to[1] - from[1]) * f,
      pressure: 0.5,
      tiltX: 10,
      tiltY: -5,
    };
  };
  const moveType = moveEventType();
  target.dispatchEvent(new PointerEvent('pointerdown', { ...base, ...at(0), buttons, button: 0 }));
  for (let start = 1; start < samples - 1; start += perEvent) {
    const end = Math.min(start + perEvent, samples - 1);
    const coalescedEvents: PointerEvent[] = [];
    for (let i = start; i < end; i++)
      coalescedEvents.push(new PointerEvent(moveType, { ...base, ...at(i), buttons }));
    target.dispatchEvent(new PointerEvent(moveType, { ...base, ...at(end - 1), buttons, coalescedEvents }));
  }
  target.dispatchEvent(new PointerEvent('pointerup', { ...base, ...at(samples - 1), buttons: 0, button: 0 }));
  return samples;
}
