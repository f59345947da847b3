import { feltPressure, type NibModel } from './nib-model';

/** Shades swell faster than linearly: the tines open little at first, then a lot. */
const SWELL_EXPONENT = 1.4;
/** The hairline never goes below this share of the size, whatever nibWidth says. */
const MIN_HAIRLINE_SHARE = 0.04;

/**
 * A pointed flexible nib: from a hairline (nibWidth × size) at light pressure to the full size
 * at full pressure, as the tines spread. Round footprint: the direction does not matter.
 */
export const copperplatePen: NibModel = {
  tool: 'copperplate_pen',
  taperFloor: 0.05,
  textureWavelength: 3,
  footprint(input, params, size, out) {
    const hairline = Math.max(MIN_HAIRLINE_SHARE, Math.min(1, params.nibWidth));
    const pressure = Math.max(0, Math.min(1, feltPressure(input.pressure, params.pressureSensitivity)));
    const width = size * (hairline + (1 - hairline) * pressure ** SWELL_EXPONENT);
    out.a = width / 2;
    out.b = width / 2;
    out.angle = 0;
  },
};
