import type { Stroke } from '../../../src/shared/canvas/stroke';
import { TOOL_PARAM_KEYS } from '../../../src/shared/canvas/tool-params';
import {
  inkStyleOf,
  packedStroke,
  POINT_FIELDS,
  writePoints,
  type InkStyle,
  type PackedStroke,
} from './packed-stroke';

/**
 * Many strokes packed together (a loaded or imported document): every point in one Float32Array,
 * so the strokes are views into one buffer, and each distinct pen once. It crosses between
 * workers as three transferred buffers and a short list of pens, not as a million objects.
 */
export interface StrokeBatch {
  /** Every stroke's points back to back, POINT_FIELDS floats a point. */
  points: Float32Array;
  /** Stroke i holds points starts[i] … starts[i + 1] − 1 (one entry more than strokes). */
  starts: Uint32Array;
  /** The distinct pens of the strokes. */
  styles: InkStyle[];
  /** The index in `styles` of each stroke's pen. */
  styleOf: Uint32Array;
}

function styleKey(style: InkStyle): string {
  const params = TOOL_PARAM_KEYS.map((key) => style.toolParams[key]).join(',');
  return `${style.tool}|${style.size}|${style.color}|${params}`;
}

/** Packs strokes into one batch (pens shared: ten thousand strokes of one pen hold one toolParams). */
export function batchStrokes(strokes: readonly Stroke[]): StrokeBatch {
  let total = 0;
  for (const stroke of strokes) total += stroke.points.length;
  const points = new Float32Array(total * POINT_FIELDS);
  const starts = new Uint32Array(strokes.length + 1);
  const styleOf = new Uint32Array(strokes.length);
  const styles: InkStyle[] = [];
  const styleIndex = new Map<string, number>();
  let at = 0;
  strokes.forEach((stroke, i) => {
    starts[i] = at;
    writePoints(points, at, stroke.points);
    at += stroke.points.length;
    const key = styleKey(stroke);
    let index = styleIndex.get(key);
    if (index === undefined) {
      index = styles.length;
      styles.push(inkStyleOf(stroke));
      styleIndex.set(key, index);
    }
    styleOf[i] = index;
  });
  starts[strokes.length] = at;
  return { points, starts, styles, styleOf };
}

/** The buffers to transfer with a batch (it is unusable on the sending side afterwards). */
export function batchTransferables(batch: StrokeBatch): ArrayBuffer[] {
  return [batch.points.buffer, batch.starts.buffer, batch.styleOf.buffer] as ArrayBuffer[];
}

/** Whether a batch received from another worker is whole (the engine trusts nothing it did not check). */
function isWhole({ points, starts, styles, styleOf }: StrokeBatch): boolean {
  if (starts.length !== styleOf.length + 1 || starts[0] !== 0) return false;
  if ((starts[styleOf.length] as number) * POINT_FIELDS !== points.length) return false;
  for (let i = 0; i < styleOf.length; i++) {
    if ((starts[i + 1] as number) < (starts[i] as number)) return false;
    if ((styleOf[i] as number) >= styles.length) return false;
  }
  return true;
}

/** The batch's strokes: views into its buffer, each with its bounds. Throws on a broken batch. */
export function strokesOfBatch(batch: StrokeBatch): PackedStroke[] {
  if (!isWhole(batch)) throw new Error('A stroke batch does not add up');
  const strokes: PackedStroke[] = [];
  for (let i = 0; i < batch.styleOf.length; i++) {
    const data = batch.points.subarray(
      (batch.starts[i] as number) * POINT_FIELDS,
      (batch.starts[i + 1] as number) * POINT_FIELDS,
    );
    strokes.push(packedStroke(data, batch.styles[batch.styleOf[i] as number] as InkStyle));
  }
  return strokes;
}

/** Packs strokes sharing one buffer (a document loaded in the engine's own thread). */
export function packStrokes(strokes: readonly Stroke[]): PackedStroke[] {
  return strokesOfBatch(batchStrokes(strokes));
}
