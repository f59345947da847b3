import { SILENCE_SOUNDTRACK_ID } from '../../../shared/content/content-responses';
import type { SoundtrackRecipe } from '../../../shared/content/soundtrack-recipe';

export interface SeedSoundtrack {
  id: string;
  name: string;
  premium: boolean;
  /** Null for Silence. */
  recipe: SoundtrackRecipe | null;
}

/**
 * The original soundtracks: Silence and five generative recipes that the client synthesises
 * with Web Audio (no recorded or downloaded audio). Sort order follows this list.
 */
export const seedSoundtracks: readonly SeedSoundtrack[] = [
  { id: SILENCE_SOUNDTRACK_ID, name: 'Silence', premium: false, recipe: null },
  {
    id: 'soft-rain',
    name: 'Soft rain',
    premium: false,
    recipe: {
      version: 1,
      seed: 7101,
      gain: 0.8,
      layers: [
        { type: 'noise', colour: 'pink', gain: 0.45, filter: { type: 'lowpass', frequency: 2600, q: 0.7 } },
        {
          type: 'noise',
          colour: 'brown',
          gain: 0.3,
          filter: { type: 'lowpass', frequency: 380, q: 0.7 },
          swell: { periodSeconds: 23, depth: 0.3 },
        },
        {
          type: 'drops',
          gain: 0.12,
          ratePerSecond: 14,
          frequencyHz: { min: 1800, max: 4200 },
          decaySeconds: 0.035,
        },
      ],
    },
  },
  {
    id: 'brown-noise',
    name: 'Brown noise',
    premium: false,
    recipe: {
      version: 1,
      seed: 7102,
      gain: 0.8,
      layers: [
        {
          type: 'noise',
          colour: 'brown',
          gain: 0.7,
          filter: { type: 'lowpass', frequency: 900, q: 0.5 },
          swell: { periodSeconds: 14, depth: 0.12 },
        },
      ],
    },
  },
  {
    id: 'soft-drone',
    name: 'Soft drone',
    premium: false,
    recipe: {
      version: 1,
      seed: 7103,
      gain: 0.6,
      layers: [
        {
          type: 'drone',
          gain: 0.5,
          waveform: 'sine',
          // A open fifth with a soft third above: A2, E3, A3, C#4.
          partials: [
            { frequency: 110, gain: 0.5, detuneCents: 0 },
            { frequency: 164.81, gain: 0.3, detuneCents: 3 },
            { frequency: 220, gain: 0.2, detuneCents: -2 },
            { frequency: 277.18, gain: 0.08, detuneCents: 4 },
          ],
          vibrato: { rateHz: 0.2, depthCents: 4 },
          swell: { periodSeconds: 17, depth: 0.3 },
        },
      ],
    },
  },
  {
    id: 'singing-bowl',
    name: 'Singing bowl',
    premium: true,
    recipe: {
      version: 1,
      seed: 7104,
      gain: 0.8,
      layers: [
        {
          type: 'bowl',
          gain: 0.6,
          fundamental: 196,
          // Inharmonic partial ratios typical of a struck bowl.
          partials: [
            { ratio: 1, gain: 1, decaySeconds: 18 },
            { ratio: 2.71, gain: 0.5, decaySeconds: 12 },
            { ratio: 5.03, gain: 0.25, decaySeconds: 7 },
            { ratio: 8.1, gain: 0.1, decaySeconds: 4 },
          ],
          firstStrikeSeconds: 1,
          intervalSeconds: { min: 18, max: 30 },
        },
        {
          type: 'drone',
          gain: 0.08,
          waveform: 'sine',
          partials: [{ frequency: 98, gain: 1, detuneCents: 0 }],
        },
      ],
    },
  },
  {
    id: 'ocean-waves',
    name: 'Ocean waves',
    premium: true,
    recipe: {
      version: 1,
      seed: 7105,
      gain: 0.8,
      layers: [
        {
          type: 'noise',
          colour: 'brown',
          gain: 0.6,
          filter: { type: 'lowpass', frequency: 700, q: 0.6 },
          swell: { periodSeconds: 9, depth: 0.8 },
        },
        {
          type: 'noise',
          colour: 'pink',
          gain: 0.15,
          filter: { type: 'bandpass', frequency: 1500, q: 0.5 },
          swell: { periodSeconds: 9, depth: 0.9 },
        },
      ],
    },
  },
];
