import { describe, expect, it } from 'vitest';
import { mulberry32 } from './prng';
import { SoundtrackRecipeSchema } from './soundtrack-recipe';

const recipe = {
  version: 1,
  seed: 1,
  gain: 0.8,
  layers: [{ type: 'noise', colour: 'brown', gain: 0.5 }],
};

describe('SoundtrackRecipeSchema', () => {
  it('accepts every layer type', () => {
    const layers = [
      {
        type: 'noise',
        colour: 'pink',
        gain: 0.4,
        filter: { type: 'lowpass', frequency: 800, q: 0.7 },
        swell: { periodSeconds: 9, depth: 0.5 },
      },
      {
        type: 'drone',
        gain: 0.3,
        waveform: 'sine',
        partials: [{ frequency: 110, gain: 1 }],
        vibrato: { rateHz: 0.2, depthCents: 3 },
      },
      {
        type: 'bowl',
        gain: 0.5,
        fundamental: 196,
        partials: [{ ratio: 1, gain: 1, decaySeconds: 12 }],
        firstStrikeSeconds: 1,
        intervalSeconds: { min: 10, max: 20 },
      },
      {
        type: 'drops',
        gain: 0.1,
        ratePerSecond: 10,
        frequencyHz: { min: 1000, max: 3000 },
        decaySeconds: 0.03,
      },
    ];
    const parsed = SoundtrackRecipeSchema.parse({ ...recipe, layers });
    expect(parsed.layers).toHaveLength(4);
    expect(parsed.layers[1]).toMatchObject({ partials: [{ detuneCents: 0 }] });
  });

  it('refuses unknown layers, inverted ranges, loud gains and other versions', () => {
    for (const bad of [
      { ...recipe, layers: [{ type: 'guitar', gain: 1 }] },
      {
        ...recipe,
        layers: [
          {
            type: 'drops',
            gain: 0.1,
            ratePerSecond: 10,
            frequencyHz: { min: 3000, max: 1000 },
            decaySeconds: 0.03,
          },
        ],
      },
      { ...recipe, gain: 2 },
      { ...recipe, version: 2 },
      { ...recipe, layers: [] },
    ]) {
      expect(SoundtrackRecipeSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(values[0]);
  });
});
