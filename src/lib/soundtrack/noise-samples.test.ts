import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/content/prng';
import { noiseSamples } from './noise-samples';

describe('noiseSamples', () => {
  it('stays within −1…1 and never yields NaN, for every colour', () => {
    for (const colour of ['white', 'pink', 'brown'] as const) {
      const samples = noiseSamples(colour, 4096, mulberry32(7));
      expect(samples.every((sample) => Number.isFinite(sample) && Math.abs(sample) <= 1)).toBe(true);
    }
  });

  it('is the same for the same seed, so a recipe always sounds the same', () => {
    expect(noiseSamples('pink', 256, mulberry32(42))).toEqual(noiseSamples('pink', 256, mulberry32(42)));
  });

  it('peaks at 1 for pink and brown noise', () => {
    const peak = Math.max(...noiseSamples('brown', 4096, mulberry32(3)).map(Math.abs));
    expect(peak).toBeCloseTo(1, 5);
  });
});
