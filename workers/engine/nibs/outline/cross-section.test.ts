import { describe, expect, it } from 'vitest';
import { TRACED_TOOL_PARAMS } from '../../../../src/shared/canvas/tool-params';
import type { NibModel } from '../nib-model';
import { writeSection, type SectionPen } from './cross-section';
import { SampleBuffer } from './sample-buffer';

/** A nib with a fixed footprint, so only the section's own steps act on it. */
const fixedNib = (a: number, b: number): NibModel => ({
  tool: 'fountain_pen',
  taperFloor: 0.2,
  textureWavelength: 1,
  footprint(_input, _params, _size, out) {
    out.a = a;
    out.b = b;
    out.angle = 0;
  },
});

const pen = (model: NibModel, textureAmount = 0): SectionPen => ({
  model,
  toolParams: { ...TRACED_TOOL_PARAMS, textureAmount, angleVariability: 0 },
  size: 10,
  seed: 1,
  textureWavelength: 1,
});

/** One sample at (100, 100), `distance` units along the stroke, heading (dirX, dirY). */
function section(
  sectionPen: SectionPen,
  dirX: number,
  dirY: number,
  distance: number,
  taperLength = 0,
  endTaper = 1,
) {
  const buffer = new SampleBuffer();
  buffer.push(100, 100, dirX, dirY, 0.5, 0, 0, distance, 0);
  writeSection(buffer, 0, sectionPen, taperLength, endTaper);
  return {
    left: [buffer.leftX[0], buffer.leftY[0]],
    right: [buffer.rightX[0], buffer.rightY[0]],
    a: buffer.a[0],
  };
}

describe('writeSection', () => {
  it('puts the outline at the footprint’s support points either side of the direction (y down)', () => {
    const round = pen(fixedNib(5, 5));
    expect(section(round, 1, 0, 50)).toMatchObject({ left: [100, 95], right: [100, 105], a: 5 });
    // Heading down the page, the left is +x: a flat nib along x is at its widest.
    expect(section(pen(fixedNib(10, 1)), 0, 1, 50)).toMatchObject({ left: [110, 100], right: [90, 100] });
  });

  it('scales the footprint by the start taper and the end taper', () => {
    const round = pen(fixedNib(5, 5));
    expect(section(round, 1, 0, 0, 10).a).toBeCloseTo(1, 12);
    expect(section(round, 1, 0, 50, 10, 0.5).a).toBe(2.5);
  });

  it('roughens the two edges independently with texture', () => {
    const { left, right } = section(pen(fixedNib(5, 5), 1), 1, 0, 3.3);
    expect(100 - (left[1] ?? 0)).not.toBeCloseTo((right[1] ?? 0) - 100, 6);
  });
});
