import {
  inputBatchLength,
  writePointerBatch,
  type CanvasOrigin,
  type InputPhase,
  type PointerHeaderSource,
  type PointerSampleSource,
} from '../../shared/input-batch';

/** PointerEvent.buttons bit of a stylus's eraser end (pointer button 5). */
export const PEN_ERASER_BUTTONS = 32;

/** No samples: one shared empty list, so an event without predictions allocates none. */
export const NO_SAMPLES: readonly PointerSampleSource[] = Object.freeze([]);

/**
 * One pointer event as the forwarder hands it on: its header fields (the event itself), phase,
 * real samples, predicted samples (moves only; else NO_SAMPLES) and the canvas's origin. Passed
 * as arguments, not an object, so forwarding an event allocates nothing.
 */
export type PointerInput = [
  pointer: PointerHeaderSource,
  phase: InputPhase,
  samples: readonly PointerSampleSource[],
  predicted: readonly PointerSampleSource[],
  origin: CanvasOrigin,
];

/**
 * The move event to listen to: pointerrawupdate delivers samples as soon as they arrive instead
 * of once per frame, where the browser has it (Chromium, secure contexts). Listening to both
 * would deliver every sample twice.
 */
export function moveEventType(scope: object = globalThis): 'pointerrawupdate' | 'pointermove' {
  return 'onpointerrawupdate' in scope ? 'pointerrawupdate' : 'pointermove';
}

/** Every sample the event stands for: its coalesced events, or the event itself when there are none. */
export function coalescedSamples(event: PointerEvent): readonly PointerEvent[] {
  const coalesced = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
  return coalesced.length > 0 ? coalesced : [event];
}

/** The browser's guesses of the next samples (NO_SAMPLES where it does not predict). */
export function predictedSamples(event: PointerEvent): readonly PointerSampleSource[] {
  const predicted = typeof event.getPredictedEvents === 'function' ? event.getPredictedEvents() : NO_SAMPLES;
  return predicted.length > 0 ? predicted : NO_SAMPLES;
}

/**
 * Encodes `samples` of `pointer` as one batch of the shared input-batch codec, in CSS px
 * relative to `origin` (the canvas element's client rect when the gesture began).
 */
export function encodePointerBatch(
  pointer: PointerHeaderSource,
  phase: InputPhase,
  samples: readonly PointerSampleSource[],
  origin: CanvasOrigin,
  predicted = false,
): Float64Array {
  const batch = new Float64Array(inputBatchLength(samples.length));
  writePointerBatch(batch, 0, -1, phase, pointer, samples, origin.left, origin.top, predicted);
  return batch;
}

/** A pointer event's batches for a message: the real samples, then the predicted ones if any. */
export function encodePointerInput(
  ...[pointer, phase, samples, predicted, origin]: PointerInput
): Float64Array[] {
  const real = encodePointerBatch(pointer, phase, samples, origin);
  return predicted.length > 0 ? [real, encodePointerBatch(pointer, phase, predicted, origin, true)] : [real];
}
