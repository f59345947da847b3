import { feltPressure, RADIANS_PER_DEGREE, type NibModel } from './nib-model';

/** The quill's hairline share and how far it swells beyond it. */
const HAIRLINE_SHARE = 0.25;
const SWELL_EXPONENT = 1.2;
/** nibWidth 1 cuts the tip obliquely to this much narrower across than along. */
const OBLIQUE_CUT = 0.5;

/**
 * A flexible feather quill, cut slightly oblique: it swells with pressure from a fine line to
 * the full size like a pointed nib, and its elliptical tip adds a little broad-edge contrast.
 */
export const quill: NibModel = {
  tool: 'quill',
  taperFloor: 0.1,
  textureWavelength: 2,
  footprint(input, params, size, out) {
    const pressure = Math.max(0, Math.min(1, feltPressure(input.pressure, params.pressureSensitivity)));
    const width = size * (HAIRLINE_SHARE + (1 - HAIRLINE_SHARE) * pressure ** SWELL_EXPONENT);
    out.a = width / 2;
    out.b = out.a * (1 - OBLIQUE_CUT * params.nibWidth);
    out.angle = params.nibAngle * RADIANS_PER_DEGREE;
  },
};
