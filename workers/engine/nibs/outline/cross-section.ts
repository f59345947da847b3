import type { ToolParams } from '../../../../src/shared/canvas/tool-params';
import { supportOffset, type NibFootprint } from '../ellipse';
import type { NibInput, NibModel } from '../nib-model';
import type { SampleBuffer } from './sample-buffer';
import { taperFactor } from './taper';
import { angleWobble, edgeJitter, widthGrain } from './texture';

/** What every cross-section of one stroke shares: its nib, parameters, size and texture seed. */
export interface SectionPen {
  model: NibModel;
  toolParams: ToolParams;
  size: number;
  /** Seeds the texture: the same stroke always gets the same grain. */
  seed: number;
  /** The width texture's wavelength in units. */
  textureWavelength: number;
}

// Scratch reused for every section (one thread, no re-entry): allocation in the hot path costs
// more than the math.
const input: NibInput = { pressure: 0, tiltX: 0, tiltY: 0, speed: 0, dirX: 1, dirY: 0 };
const footprint: NibFootprint = { a: 0, b: 0, angle: 0 };
const offset: [number, number] = [0, 0];
// The nib angle's cosine and sine, kept while the angle holds (it rarely changes along a stroke).
let cachedAngle = Number.NaN;
let cachedCos = 1;
let cachedSin = 0;

/**
 * Computes sample `index`'s cross-section and writes it into the buffer: the nib's footprint
 * for the sample, scaled by the start taper (over `taperLength`), by `endTaper` and by the
 * texture's grain and turned by the angle wobble; then its support points either side of the
 * direction of travel, roughened by the texture, as the left and right outline points.
 */
export function writeSection(
  buffer: SampleBuffer,
  index: number,
  pen: SectionPen,
  taperLength: number,
  endTaper: number,
): void {
  const { toolParams, size, seed } = pen;
  input.pressure = buffer.pressure[index] ?? 0.5;
  input.tiltX = buffer.tiltX[index] ?? 0;
  input.tiltY = buffer.tiltY[index] ?? 0;
  input.speed = buffer.speed[index] ?? 0;
  input.dirX = buffer.dirX[index] ?? 1;
  input.dirY = buffer.dirY[index] ?? 0;
  pen.model.footprint(input, toolParams, size, footprint);

  const distance = buffer.distance[index] ?? 0;
  const grain = widthGrain(toolParams.textureAmount, seed, distance, pen.textureWavelength);
  const scale = Math.max(0, taperFactor(distance, taperLength, pen.model.taperFloor) * endTaper * grain);
  footprint.a *= scale;
  footprint.b *= scale;
  if (toolParams.angleVariability > 0)
    footprint.angle += angleWobble(toolParams.angleVariability, seed, distance);

  const cx = buffer.x[index] ?? 0;
  const cy = buffer.y[index] ?? 0;
  // With y down, (dirY, −dirX) points to the left of the direction of travel.
  const normalX = input.dirY;
  const normalY = -input.dirX;
  if (footprint.angle !== cachedAngle) {
    cachedAngle = footprint.angle;
    cachedCos = Math.cos(footprint.angle);
    cachedSin = Math.sin(footprint.angle);
  }
  supportOffset(footprint, cachedCos, cachedSin, normalX, normalY, offset);
  const offsetX = offset[0];
  const offsetY = offset[1];
  const span = footprint.a + footprint.b;
  const leftJitter = edgeJitter(toolParams.textureAmount, span, seed, distance, 0);
  const rightJitter = edgeJitter(toolParams.textureAmount, span, seed, distance, 1);
  buffer.leftX[index] = cx + offsetX + normalX * leftJitter;
  buffer.leftY[index] = cy + offsetY + normalY * leftJitter;
  // The footprint is symmetric about its centre: the right point mirrors the left.
  buffer.rightX[index] = cx - offsetX - normalX * rightJitter;
  buffer.rightY[index] = cy - offsetY - normalY * rightJitter;
  buffer.a[index] = footprint.a;
  buffer.b[index] = footprint.b;
  buffer.angle[index] = footprint.angle;
}
