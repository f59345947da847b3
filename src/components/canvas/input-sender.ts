import { inputBatchLength } from '../../shared/input-batch';
import { INPUT_WAKE_MESSAGE, inputMessage, inputRingMessage } from '../../shared/input-message';
import { createInputRing, InputRingWriter, type InputPath } from '../../shared/input-ring';
import type { CountingPort } from './counting-port';
import { encodePointerInput, type PointerInput } from './pointer-batch';

/** How the page hands pointer input to the canvas worker: one of two paths, chosen at start. */
export interface InputSender {
  readonly path: InputPath;
  /** One pointer event, as the forwarder hands it on, encoded where it goes. */
  pointer(...input: PointerInput): void;
  /** Batches already encoded (tests, the bench's engine page); their buffers may be transferred. */
  batches(batches: Float64Array[]): void;
}

export interface InputOptions {
  /** 'auto' (the default) takes shared memory where the page may; 'messages' keeps ADR 010's path. */
  path?: 'auto' | 'messages';
  /** The ring's size in Float64 slots (a power of two): tests fill a small one. */
  ringSlots?: number;
}

/**
 * Shared memory where the page is cross-origin isolated (ADR 028), else one-way messages
 * (ADR 010): an old browser, a page embedded without isolation, or a test asking for them.
 */
export function chooseInputPath(
  scope: { crossOriginIsolated?: boolean } = globalThis,
  requested: InputOptions['path'] = 'auto',
): InputPath {
  const shared = scope.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
  return requested === 'auto' && shared ? 'shared-memory' : 'messages';
}

/** ADR 010: one message per pointer event, its buffers transferred. */
function messageSender(port: CountingPort): InputSender {
  const post = (batches: Float64Array[]) =>
    port.postMessage(
      inputMessage(batches),
      batches.map((batch) => batch.buffer),
    );
  return {
    path: 'messages',
    pointer: (...input) => post(encodePointerInput(...input)),
    batches: post,
  };
}

/**
 * ADR 028: each event straight into the ring, nothing posted. An event that finds the ring full
 * goes as a message instead; the records after it carry a higher message count and wait for it,
 * so nothing is lost or reordered.
 */
function ringSender(ring: SharedArrayBuffer, port: CountingPort): InputSender {
  const writer = new InputRingWriter(ring, () => port.postMessage(INPUT_WAKE_MESSAGE));
  const messages = messageSender(port);
  return {
    path: 'shared-memory',
    pointer(pointer, phase, samples, predicted, origin) {
      const predictedSlots = predicted.length > 0 ? inputBatchLength(predicted.length) : 0;
      if (!writer.hasRoom(inputBatchLength(samples.length) + predictedSlots, predictedSlots > 0 ? 2 : 1)) {
        messages.pointer(pointer, phase, samples, predicted, origin);
        return;
      }
      const sequence = port.sent;
      writer.writePointer(sequence, phase, pointer, samples, origin, false);
      if (predictedSlots > 0) writer.writePointer(sequence, phase, pointer, predicted, origin, true);
      writer.publish();
    },
    batches(batches) {
      const slots = batches.reduce((sum, batch) => sum + batch.length, 0);
      if (!writer.hasRoom(slots, batches.length)) {
        messages.batches(batches);
        return;
      }
      for (const batch of batches) writer.writeBatch(port.sent, batch);
      writer.publish();
    },
  };
}

/**
 * Chooses the input path once, for the life of this worker. With shared memory it makes a fresh
 * ring and posts it first, before any call, so the worker has it before init. Where the browser
 * refuses to post it after all, the page keeps the messages.
 */
export function startInput(port: CountingPort, options: InputOptions = {}): InputSender {
  if (chooseInputPath(globalThis, options.path) === 'messages') return messageSender(port);
  const ring = createInputRing(options.ringSlots);
  try {
    port.postMessage(inputRingMessage(ring));
  } catch (error) {
    console.warn('Pointer input falls back to messages: the ring could not be shared', error);
    return messageSender(port);
  }
  return ringSender(ring, port);
}
