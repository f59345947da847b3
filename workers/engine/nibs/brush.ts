import { feltPressure, tiltAmount, type NibModel } from './nib-model';

/** The brush's width at zero felt pressure, as a share of the size (it still touches). */
const MIN_SHARE = 0.15;
/** Full pressure spreads the hairs to this multiple of the size. */
const MAX_SHARE = 1.8;
/** A brush laid flat (tilt) widens by up to this share at tiltSensitivity 1. */
const TILT_SPREAD = 0.6;

/**
 * A round pointed brush: pressure does nearly everything (size is the width at medium
 * pressure), laying it over spreads the hairs, and tapering draws long pointed ends.
 */
export const brush: NibModel = {
  tool: 'brush',
  taperFloor: 0.04,
  textureWavelength: 1.5,
  footprint(input, params, size, out) {
    const pressure = Math.max(0, Math.min(1, feltPressure(input.pressure, params.pressureSensitivity)));
    // Linear in pressure through the size at 0.5: MIN + (MAX − MIN)·p, scaled so p = 0.5 gives 1.
    const share = (MIN_SHARE + (MAX_SHARE - MIN_SHARE) * pressure) / ((MIN_SHARE + MAX_SHARE) / 2);
    const spread = 1 + TILT_SPREAD * params.tiltSensitivity * tiltAmount(input.tiltX, input.tiltY);
    out.a = (size / 2) * share * spread;
    out.b = out.a;
    out.angle = 0;
  },
};
