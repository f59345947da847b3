/**
 * Pointer input crosses to the canvas worker as plain one-way messages on the worker's own port,
 * not as Comlink calls: no reply, no promise (ADR 010). With shared memory (ADR 028) the samples
 * go through the input ring instead, and the port carries only the ring itself (once, before
 * init), a wake-up for a worker without Atomics.waitAsync, and the events that found the ring full.
 */
export const INPUT_MESSAGE_KEY = 'quietline.input';
export const INPUT_RING_KEY = 'quietline.inputRing';
export const INPUT_WAKE_KEY = 'quietline.inputWake';

export interface InputMessage {
  [INPUT_MESSAGE_KEY]: Float64Array[];
}

/** Wraps encoded batches (see input-batch.ts) for postMessage; transfer each one's buffer. */
export function inputMessage(batches: Float64Array[]): InputMessage {
  return { [INPUT_MESSAGE_KEY]: batches };
}

/** Hands the worker the input ring (input-ring.ts); sent once, before init. */
export function inputRingMessage(ring: SharedArrayBuffer): { [INPUT_RING_KEY]: SharedArrayBuffer } {
  return { [INPUT_RING_KEY]: ring };
}

/** The wake-up message: one object, so posting it allocates nothing. */
export const INPUT_WAKE_MESSAGE: Readonly<{ [INPUT_WAKE_KEY]: true }> = Object.freeze({
  [INPUT_WAKE_KEY]: true,
});

/** What an input-protocol message carries, or null for any other message (Comlink's). */
export type ReadInputMessage =
  { kind: 'batches'; batches: Float64Array[] } | { kind: 'ring'; ring: SharedArrayBuffer } | { kind: 'wake' };

/** The batches of an input message, or null for any other message (Comlink's). */
export function inputMessageBatches(data: unknown): Float64Array[] | null {
  if (typeof data !== 'object' || data === null || !(INPUT_MESSAGE_KEY in data)) return null;
  const batches = (data as InputMessage)[INPUT_MESSAGE_KEY];
  return Array.isArray(batches) ? batches.filter((batch) => batch instanceof Float64Array) : null;
}

/** Reads any message of the input protocol; null for anything else (Comlink's calls). */
export function readInputMessage(data: unknown): ReadInputMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const batches = inputMessageBatches(data);
  if (batches) return { kind: 'batches', batches };
  const ring = (data as Record<string, unknown>)[INPUT_RING_KEY];
  // SharedArrayBuffer is not even defined where the page is not cross-origin isolated.
  if (typeof SharedArrayBuffer === 'function' && ring instanceof SharedArrayBuffer)
    return { kind: 'ring', ring };
  if ((data as Record<string, unknown>)[INPUT_WAKE_KEY] === true) return { kind: 'wake' };
  return null;
}
