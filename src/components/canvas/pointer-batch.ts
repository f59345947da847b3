import {
  encodeInputBatch,
  samplesFromEvents,
  type InputPhase,
  type InputPointerType,
} from '../../shared/input-batch';

/** PointerEvent.buttons bit of a stylus's eraser end (pointer button 5). */
export const PEN_ERASER_BUTTONS = 32;

/**
 * The move event to listen to: pointerrawupdate delivers samples as soon as they arrive instead
 * of once per frame, where the browser has it (Chromium, secure contexts). Listening to both
 * would deliver every sample twice.
 */
export function moveEventType(scope: object = globalThis): 'pointerrawupdate' | 'pointermove' {
  return 'onpointerrawupdate' in scope ? 'pointerrawupdate' : 'pointermove';
}

/** The fields of a PointerEvent the batch header reads. */
export type PointerHeaderSource = Pick<
  PointerEvent,
  'pointerId' | 'pointerType' | 'buttons' | 'width' | 'height'
>;

function pointerTypeOf(event: PointerHeaderSource): InputPointerType {
  return event.pointerType === 'pen' || event.pointerType === 'touch' ? event.pointerType : 'mouse';
}

/** Every sample the event stands for: its coalesced events, or the event itself when there are none. */
export function coalescedSamples(event: PointerEvent): readonly PointerEvent[] {
  const coalesced = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
  return coalesced.length > 0 ? coalesced : [event];
}

/** The browser's guesses of the next samples (empty where it does not predict). */
export function predictedSamples(event: PointerEvent): readonly PointerEvent[] {
  return typeof event.getPredictedEvents === 'function' ? event.getPredictedEvents() : [];
}

/**
 * Encodes `samples` of `event` with the shared input-batch codec, in CSS px relative to
 * `origin` (the canvas element's client rect when the gesture began).
 */
export function encodePointerBatch(
  event: PointerHeaderSource,
  phase: InputPhase,
  samples: readonly PointerEvent[],
  origin: { left: number; top: number },
  predicted = false,
): Float64Array {
  return encodeInputBatch(
    {
      phase,
      pointerId: event.pointerId,
      pointerType: pointerTypeOf(event),
      buttons: event.buttons,
      width: event.width,
      height: event.height,
      predicted,
    },
    samplesFromEvents(samples, origin.left, origin.top),
  );
}
