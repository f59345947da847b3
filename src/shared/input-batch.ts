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

/** Float64 slots of a batch of `sampleCount` samples. */
export function inputBatchLength(sampleCount: number): number {
  return INPUT_BATCH_HEADER_LENGTH + sampleCount * INPUT_SAMPLE_STRIDE;
}

/** A pointer type's code: anything but a pen or a touch counts as a mouse. */
function pointerTypeCode(pointerType: string): number {
  return pointerType === 'pen' ? 1 : pointerType === 'touch' ? 2 : 0;
}

/**
 * Writes the header of a batch at `start` of `target`; slot i lands at (start + i) & mask, so a
 * ring of a power-of-two size passes its size − 1 and a plain array −1 (every bit kept).
 */
function writeHeader(
  target: Float64Array,
  start: number,
  mask: number,
  phase: InputPhase,
  pointer: PointerHeaderSource,
  predicted: boolean,
): void {
  target[start & mask] = INPUT_BATCH_FORMAT;
  target[(start + 1) & mask] = INPUT_PHASES.indexOf(phase);
  target[(start + 2) & mask] = pointer.pointerId;
  target[(start + 3) & mask] = pointerTypeCode(pointer.pointerType);
  target[(start + 4) & mask] = pointer.buttons;
  target[(start + 5) & mask] = pointer.width;
  target[(start + 6) & mask] = pointer.height;
  target[(start + 7) & mask] = predicted ? 1 : 0;
}

/** Packs a header and its samples into one Float64Array ready for Comlink.transfer. */
export function encodeInputBatch(header: InputBatchHeader, samples: readonly InputSample[]): Float64Array {
  const batch = new Float64Array(inputBatchLength(samples.length));
  writeHeader(batch, 0, -1, header.phase, header, header.predicted);
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

/**
 * Writes one pointer event's batch straight from its (coalesced or predicted) events into
 * `target` from slot `start`, slot i at (start + i) & mask (see writeHeader): no sample objects
 * and no array in between, so the pointer handler allocates nothing for it. x and y become CSS px
 * relative to (originX, originY), the canvas element's top-left.
 */
export function writePointerBatch(
  target: Float64Array,
  start: number,
  mask: number,
  phase: InputPhase,
  pointer: PointerHeaderSource,
  samples: readonly PointerSampleSource[],
  originX: number,
  originY: number,
  predicted: boolean,
): void {
  writeHeader(target, start, mask, phase, pointer, predicted);
  let slot = start + INPUT_BATCH_HEADER_LENGTH;
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index] as PointerSampleSource;
    target[slot & mask] = sample.clientX - originX;
    target[(slot + 1) & mask] = sample.clientY - originY;
    target[(slot + 2) & mask] = sample.pressure;
    target[(slot + 3) & mask] = sample.tiltX;
    target[(slot + 4) & mask] = sample.tiltY;
    target[(slot + 5) & mask] = sample.timeStamp;
    slot += INPUT_SAMPLE_STRIDE;
  }
}

/**
 * The real (not predicted) samples of an encoded batch, from its length and predicted flag alone:
 * nothing is decoded (counters call it for every batch). 0 for a batch too short to hold a header.
 */
export function realSampleCount(batch: Float64Array): number {
  if (batch.length < INPUT_BATCH_HEADER_LENGTH || batch[7] === 1) return 0;
  return Math.floor((batch.length - INPUT_BATCH_HEADER_LENGTH) / INPUT_SAMPLE_STRIDE);
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

/** The canvas element's top-left in client px when the gesture began: samples are relative to it. */
export interface CanvasOrigin {
  left: number;
  top: number;
}

/** The fields of a PointerEvent a batch header reads (so the codec needs no DOM in tests). */
export interface PointerHeaderSource {
  pointerId: number;
  /** 'pen', 'touch'; anything else is a mouse. */
  pointerType: string;
  buttons: number;
  width: number;
  height: number;
}

/** The fields of a PointerEvent (or one of its coalesced or predicted events) a sample reads. */
export interface PointerSampleSource {
  clientX: number;
  clientY: number;
  pressure: number;
  tiltX: number;
  tiltY: number;
  timeStamp: number;
}
