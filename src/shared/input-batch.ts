/**
 * The one contract between the pointer handlers (UI) and the canvas engine (worker): each
 * pointer event becomes one transferable Float64Array holding a header and every coalesced
 * sample. The UI encodes, the engine decodes; nothing else reads the layout.
 *
 * Layout: [format, phase, pointerId, pointerType, buttons, width, height, predicted,
 *          then per sample: x, y, pressure, tiltX, tiltY, timeStamp]
 * x and y are CSS pixels relative to the canvas element's top-left; timeStamp is the event's
 * DOMHighResTimeStamp in ms. Sample values are passed through untouched: the engine clamps or
 * drops bad ones, so a hostile or buggy sender cannot corrupt the document.
 */

export const INPUT_PHASES = ['down', 'move', 'up', 'cancel'] as const;
export type InputPhase = (typeof INPUT_PHASES)[number];

export const POINTER_TYPES = ['mouse', 'pen', 'touch'] as const;
export type InputPointerType = (typeof POINTER_TYPES)[number];

/** Bumped when the layout changes, so a stale UI bundle cannot feed the engine garbage. */
export const INPUT_BATCH_FORMAT = 1;
export const INPUT_BATCH_HEADER_LENGTH = 8;
export const INPUT_SAMPLE_STRIDE = 6;

export interface InputBatchHeader {
  phase: InputPhase;
  pointerId: number;
  pointerType: InputPointerType;
  /** PointerEvent.buttons: 1 primary, 2 secondary, 32 pen eraser. */
  buttons: number;
  /** Contact geometry in CSS px (PointerEvent.width/height); palm rejection reads it. */
  width: number;
  height: number;
  /** True for PointerEvent.getPredictedEvents() samples: they only extend the drawn tip. */
  predicted: boolean;
}

export interface InputSample {
  x: number;
  y: number;
  pressure: number;
  tiltX: number;
  tiltY: number;
  timeStamp: number;
}

export interface InputBatch {
  header: InputBatchHeader;
  samples: InputSample[];
}

/** Packs a header and its samples into one Float64Array ready for Comlink.transfer. */
export function encodeInputBatch(header: InputBatchHeader, samples: readonly InputSample[]): Float64Array {
  const batch = new Float64Array(INPUT_BATCH_HEADER_LENGTH + samples.length * INPUT_SAMPLE_STRIDE);
  batch[0] = INPUT_BATCH_FORMAT;
  batch[1] = INPUT_PHASES.indexOf(header.phase);
  batch[2] = header.pointerId;
  batch[3] = POINTER_TYPES.indexOf(header.pointerType);
  batch[4] = header.buttons;
  batch[5] = header.width;
  batch[6] = header.height;
  batch[7] = header.predicted ? 1 : 0;
  samples.forEach((sample, index) => {
    const offset = INPUT_BATCH_HEADER_LENGTH + index * INPUT_SAMPLE_STRIDE;
    batch[offset] = sample.x;
    batch[offset + 1] = sample.y;
    batch[offset + 2] = sample.pressure;
    batch[offset + 3] = sample.tiltX;
    batch[offset + 4] = sample.tiltY;
    batch[offset + 5] = sample.timeStamp;
  });
  return batch;
}

// Module-level helpers: the decoder runs for every pointer event, so it creates no closures.
function finiteOrZero(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}

function enumAt<T>(values: readonly T[], code: number | undefined): T | undefined {
  return code !== undefined && Number.isInteger(code) ? values[code] : undefined;
}

/**
 * Unpacks a batch. Returns null when the header is unreadable (wrong format, unknown phase or
 * pointer type, a length that is not header + whole samples); sample values are not judged.
 */
export function decodeInputBatch(batch: Float64Array): InputBatch | null {
  const sampleFloats = batch.length - INPUT_BATCH_HEADER_LENGTH;
  if (sampleFloats < 0 || sampleFloats % INPUT_SAMPLE_STRIDE !== 0) return null;
  if (batch[0] !== INPUT_BATCH_FORMAT) return null;
  const phase = enumAt(INPUT_PHASES, batch[1]);
  const pointerType = enumAt(POINTER_TYPES, batch[3]);
  const pointerId = batch[2] ?? Number.NaN;
  if (!phase || !pointerType || !Number.isFinite(pointerId)) return null;
  const header: InputBatchHeader = {
    phase,
    pointerId,
    pointerType,
    buttons: finiteOrZero(batch[4]),
    width: finiteOrZero(batch[5]),
    height: finiteOrZero(batch[6]),
    predicted: batch[7] === 1,
  };
  const samples: InputSample[] = [];
  for (let offset = INPUT_BATCH_HEADER_LENGTH; offset < batch.length; offset += INPUT_SAMPLE_STRIDE) {
    samples.push({
      x: batch[offset] ?? Number.NaN,
      y: batch[offset + 1] ?? Number.NaN,
      pressure: batch[offset + 2] ?? Number.NaN,
      tiltX: batch[offset + 3] ?? Number.NaN,
      tiltY: batch[offset + 4] ?? Number.NaN,
      timeStamp: batch[offset + 5] ?? Number.NaN,
    });
  }
  return { header, samples };
}

/** The fields of a PointerEvent the encoder reads (so the codec needs no DOM in tests). */
export interface PointerSampleSource {
  clientX: number;
  clientY: number;
  pressure: number;
  tiltX: number;
  tiltY: number;
  timeStamp: number;
}

/**
 * Turns coalesced (or predicted) events into samples relative to the canvas element's
 * top-left (`originX`, `originY` = its getBoundingClientRect left and top).
 */
export function samplesFromEvents(
  events: readonly PointerSampleSource[],
  originX: number,
  originY: number,
): InputSample[] {
  return events.map((event) => ({
    x: event.clientX - originX,
    y: event.clientY - originY,
    pressure: event.pressure,
    tiltX: event.tiltX,
    tiltY: event.tiltY,
    timeStamp: event.timeStamp,
  }));
}
