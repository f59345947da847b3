/**
 * Pointer input crosses to the canvas worker as a plain one-way message on the worker's own
 * port, not as a Comlink call: no reply, no promise, one postMessage per pointer event (its real
 * and predicted batches together). The same port keeps it in order with the Comlink calls sent
 * before it (a view change, a tool change). See docs/decisions/010-one-way-input-messages.md.
 */
export const INPUT_MESSAGE_KEY = 'quietline.input';

export interface InputMessage {
  [INPUT_MESSAGE_KEY]: Float64Array[];
}

/** Wraps encoded batches (see input-batch.ts) for postMessage; transfer each one's buffer. */
export function inputMessage(batches: Float64Array[]): InputMessage {
  return { [INPUT_MESSAGE_KEY]: batches };
}

/** The batches of an input message, or null for any other message (Comlink's). */
export function inputMessageBatches(data: unknown): Float64Array[] | null {
  if (typeof data !== 'object' || data === null || !(INPUT_MESSAGE_KEY in data)) return null;
  const batches = (data as InputMessage)[INPUT_MESSAGE_KEY];
  return Array.isArray(batches) ? batches.filter((batch) => batch instanceof Float64Array) : null;
}
