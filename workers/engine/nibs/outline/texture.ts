import { RADIANS_PER_DEGREE } from '../nib-model';
import { valueNoise } from '../seeded-noise';

/** textureAmount 1 varies the width by ±this share. */
const TEXTURE_WIDTH_GAIN = 0.3;
/** textureAmount 1 roughens each edge by ±this share of the width. */
const TEXTURE_EDGE_GAIN = 0.08;
/** Edge roughness wavelength in units: the grain of paper. */
const EDGE_WAVELENGTH = 0.9;
/** angleVariability 1 wobbles the nib angle by ±this many degrees… */
const ANGLE_WOBBLE_DEGREES = 12;
/** …over this wavelength (units): a hand's slow drift, not jitter. */
const ANGLE_WOBBLE_WAVELENGTH = 24;

/** Each effect draws its own noise from the stroke's seed plus these offsets, so they do not move together. */
const WOBBLE_SEED = 1;
const EDGE_SEED = 2;

/**
 * The width factor of texture `distance` units along the stroke: 1 ± textureAmount × 30%,
 * varying over `wavelength` units. Noise is drawn only when asked for: it is a third of a
 * sample's cost.
 */
export function widthGrain(
  textureAmount: number,
  seed: number,
  distance: number,
  wavelength: number,
): number {
  return textureAmount > 0
    ? 1 + textureAmount * TEXTURE_WIDTH_GAIN * valueNoise(seed, distance / wavelength)
    : 1;
}

/** The slow drift of the nib angle (radians) `distance` units along the stroke, ±12° at angleVariability 1. */
export function angleWobble(angleVariability: number, seed: number, distance: number): number {
  return (
    angleVariability *
    ANGLE_WOBBLE_DEGREES *
    RADIANS_PER_DEGREE *
    valueNoise(seed + WOBBLE_SEED, distance / ANGLE_WOBBLE_WAVELENGTH)
  );
}

/**
 * How far (units, outward positive) one edge of the outline is roughened `distance` units
 * along the stroke, for a footprint spanning `span` units (a + b). Side 0 is the left edge,
 * side 1 the right: each edge has its own grain.
 */
export function edgeJitter(
  textureAmount: number,
  span: number,
  seed: number,
  distance: number,
  side: 0 | 1,
): number {
  return textureAmount > 0
    ? textureAmount *
        TEXTURE_EDGE_GAIN *
        span *
        valueNoise(seed + EDGE_SEED + side, distance / EDGE_WAVELENGTH)
    : 0;
}
