import { appendCap, supportParameter } from '../ellipse';
import type { SampleBuffer } from './sample-buffer';

/** Writes vertex n of `out`, reusing its pair when there is one. */
function setVertex(out: Array<[number, number]>, n: number, x: number, y: number): void {
  const vertex = out[n];
  if (vertex) {
    vertex[0] = x;
    vertex[1] = y;
  } else out[n] = [x, y];
}

/**
 * Appends the cap of the footprint at sample `index`: the end cap runs from the left side round
 * the front to the right; the start cap from the right side round the back to the left.
 */
function appendCapAt(
  buffer: SampleBuffer,
  index: number,
  atEnd: boolean,
  out: Array<[number, number]>,
): void {
  const footprint = { a: buffer.a[index] ?? 0, b: buffer.b[index] ?? 0, angle: buffer.angle[index] ?? 0 };
  const side = atEnd ? 1 : -1;
  // y down: the left normal of the direction toward the cap is (towardY, −towardX).
  const towardX = (buffer.dirX[index] ?? 1) * side;
  const towardY = (buffer.dirY[index] ?? 0) * side;
  const from = supportParameter(footprint, towardY, -towardX);
  appendCap(footprint, buffer.x[index] ?? 0, buffer.y[index] ?? 0, from, towardX, towardY, out);
}

/**
 * The closed outline polygon of a stroke's cross-sections in document units: the left side, the
 * end cap, the right side backwards and the start cap. The last point connects to the first (not
 * repeated). `parts` hold the stroke's samples in order (the final ones, then the provisional
 * tail); empty parts are skipped. `into` is overwritten and returned, reusing its vertex pairs:
 * the live stroke is outlined every frame, and fresh pairs for thousands of vertices per frame
 * meant collector pauses.
 */
export function outlinePolygon(
  parts: readonly SampleBuffer[],
  into: Array<[number, number]> = [],
): Array<[number, number]> {
  const out = into;
  let n = 0;
  const first = parts.find((part) => part.length > 0);
  const last = parts.findLast((part) => part.length > 0);
  if (first && last) {
    for (const part of parts) {
      for (let i = 0; i < part.length; i++) setVertex(out, n++, part.leftX[i] ?? 0, part.leftY[i] ?? 0);
    }
    const cap: Array<[number, number]> = [];
    appendCapAt(last, last.length - 1, true, cap);
    for (const [x, y] of cap) setVertex(out, n++, x, y);
    for (let p = parts.length - 1; p >= 0; p--) {
      const part = parts[p] as SampleBuffer;
      for (let i = part.length - 1; i >= 0; i--)
        setVertex(out, n++, part.rightX[i] ?? 0, part.rightY[i] ?? 0);
    }
    cap.length = 0;
    appendCapAt(first, 0, false, cap);
    for (const [x, y] of cap) setVertex(out, n++, x, y);
  }
  out.length = n;
  return out;
}
