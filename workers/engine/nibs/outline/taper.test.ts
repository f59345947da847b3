import { describe, expect, it } from 'vitest';
import { fittedTaperLength, taperFactor, taperLength } from './taper';

describe('taper', () => {
  it('grows with tapering and the stroke’s size, and vanishes at tapering 0', () => {
    expect(taperLength(0, 20)).toBe(0);
    expect(taperLength(1, 20)).toBeGreaterThan(taperLength(0.5, 20));
    expect(taperLength(1, 20)).toBeGreaterThan(taperLength(1, 5));
  });

  it('eases out from the nib’s floor at the end to full width at the taper length', () => {
    expect(taperFactor(0, 40, 0.1)).toBe(0.1);
    expect(taperFactor(40, 40, 0.1)).toBe(1);
    expect(taperFactor(100, 40, 0.1)).toBe(1);
    const half = taperFactor(20, 40, 0.1);
    // Ease-out: past the linear midpoint halfway along.
    expect(half).toBeGreaterThan(0.55);
    expect(half).toBeLessThan(1);
  });

  it('does not taper without a taper length', () => {
    expect(taperFactor(0, 0, 0.1)).toBe(1);
  });

  it('tapers a short stroke over at most half its length at each end', () => {
    expect(fittedTaperLength(40, 30)).toBe(15);
    expect(fittedTaperLength(40, 80)).toBe(40);
    expect(fittedTaperLength(40, 0)).toBe(0);
  });
});
