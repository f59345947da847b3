import { feltPressure, RADIANS_PER_DEGREE, type NibModel } from './nib-model';

/** A firm nib swells at most this share either way at full pressureSensitivity. */
const SWELL = 0.45;
/** nibWidth 1 grinds the tip to this much narrower across than along (a stub). */
const STUB_GRIND = 0.45;

/**
 * A firm steel fountain pen: a round-ish tip with a slight stub grind along nibAngle (so
 * direction shows faintly) and a modest swell with pressure.
 */
export const fountainPen: NibModel = {
  tool: 'fountain_pen',
  taperFloor: 0.35,
  textureWavelength: 3,
  footprint(input, params, size, out) {
    const swell = 1 + SWELL * (feltPressure(input.pressure, params.pressureSensitivity) - 0.5) * 2;
    out.a = (size / 2) * Math.max(0.3, swell);
    out.b = out.a * (1 - STUB_GRIND * params.nibWidth);
    out.angle = params.nibAngle * RADIANS_PER_DEGREE;
  },
};
