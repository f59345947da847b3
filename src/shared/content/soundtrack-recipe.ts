import { z } from 'zod';

/**
 * A soundtrack that Web Audio synthesises live (no audio file): a few layers mixed into one
 * master gain. See README.md in this folder for how a player renders each layer.
 */

const gain = z.number().min(0).max(1);
const frequency = z.number().min(20).max(20_000);
const seconds = (min: number, max: number) => z.number().min(min).max(max);

/** A slow swell of a layer's gain, like waves: gain × (1 − depth + depth · (1 + sin(2π t / period)) / 2). */
const SwellSchema = z.object({ periodSeconds: seconds(2, 120), depth: gain });

const range = (min: number, max: number) =>
  z
    .object({ min: z.number().min(min).max(max), max: z.number().min(min).max(max) })
    .refine((value) => value.min <= value.max, 'min must not exceed max');

/** Coloured noise (an AudioBuffer of noise, looped), optionally through one BiquadFilter. */
export const NoiseLayerSchema = z.object({
  type: z.literal('noise'),
  colour: z.enum(['white', 'pink', 'brown']),
  gain,
  filter: z
    .object({
      type: z.enum(['lowpass', 'highpass', 'bandpass']),
      frequency,
      q: z.number().min(0.0001).max(30),
    })
    .optional(),
  swell: SwellSchema.optional(),
});

/** Sustained oscillators: a chord of partials with optional vibrato. */
export const DroneLayerSchema = z.object({
  type: z.literal('drone'),
  gain,
  waveform: z.enum(['sine', 'triangle']),
  partials: z
    .array(z.object({ frequency, gain, detuneCents: z.number().min(-100).max(100).default(0) }))
    .min(1)
    .max(12),
  vibrato: z
    .object({ rateHz: z.number().min(0.01).max(10), depthCents: z.number().min(0).max(50) })
    .optional(),
  swell: SwellSchema.optional(),
});

/** A struck singing bowl: decaying sine partials (ratios of the fundamental), struck at random intervals. */
export const BowlLayerSchema = z.object({
  type: z.literal('bowl'),
  gain,
  fundamental: frequency,
  partials: z
    .array(z.object({ ratio: z.number().min(0.25).max(16), gain, decaySeconds: seconds(0.1, 60) }))
    .min(1)
    .max(12),
  /** When the first strike sounds after start. */
  firstStrikeSeconds: seconds(0, 60),
  /** Seconds between strikes, drawn uniformly from this range with the recipe's PRNG. */
  intervalSeconds: range(1, 300),
});

/** Short pitched drops (rain on leaves, a dripping eave), at a random rate around `ratePerSecond`. */
export const DropsLayerSchema = z.object({
  type: z.literal('drops'),
  gain,
  ratePerSecond: z.number().min(0.1).max(200),
  /** Each drop's pitch (a sine falling by a third over its life), drawn from this range. */
  frequencyHz: range(20, 20_000),
  decaySeconds: seconds(0.005, 1),
});

export const RecipeLayerSchema = z.discriminatedUnion('type', [
  NoiseLayerSchema,
  DroneLayerSchema,
  BowlLayerSchema,
  DropsLayerSchema,
]);
export type RecipeLayer = z.infer<typeof RecipeLayerSchema>;

export const SOUNDTRACK_RECIPE_VERSION = 1;

export const SoundtrackRecipeSchema = z.object({
  version: z.literal(SOUNDTRACK_RECIPE_VERSION),
  /** Seeds mulberry32 (src/shared/content/prng.ts) for every random choice, so a recipe always sounds the same. */
  seed: z.number().int().min(0).max(0xffff_ffff),
  /** Master gain, applied after the layers are summed. */
  gain,
  layers: z.array(RecipeLayerSchema).min(1).max(8),
});
export type SoundtrackRecipe = z.infer<typeof SoundtrackRecipeSchema>;
