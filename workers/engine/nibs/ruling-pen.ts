import { feltPressure, RADIANS_PER_DEGREE, tiltAmount, type NibModel } from './nib-model';
import { TILT_TURN_DEGREES } from './broad-edge';

/** Upright, the blade's tip draws this share of the size; laid flat, up to 1 + this share. */
const UPRIGHT_SHARE = 0.45;
const TILT_GAIN = 1.1;
/** The blade is thin: across it the footprint is this share of its length. */
const BLADE_THICKNESS = 0.2;
/** Pressure adds or removes up to this share. */
const PRESSURE_GAIN = 0.5;
/** Speed (units/ms) at which the ink starts to skip and the line thins… */
const SKIP_SPEED = 1.5;
/** …down to this share at most. */
const MIN_SPEED_SHARE = 0.35;

/**
 * A ruling pen used for calligraphy: ink held between two blades. Laying it over (tilt) draws
 * with the blade's side, so tilt sets the width; fast strokes starve the ink and thin out. With
 * high angleVariability and texture (its defaults) the line is lively and sharp-edged.
 */
export const rulingPen: NibModel = {
  tool: 'ruling_pen',
  taperFloor: 0.08,
  textureWavelength: 0.8,
  footprint(input, params, size, out) {
    const laid = UPRIGHT_SHARE + TILT_GAIN * params.tiltSensitivity * tiltAmount(input.tiltX, input.tiltY);
    const pressed = 1 + PRESSURE_GAIN * (feltPressure(input.pressure, params.pressureSensitivity) - 0.5) * 2;
    const starved = Math.max(MIN_SPEED_SHARE, Math.min(1, SKIP_SPEED / Math.max(input.speed, 1e-6)));
    out.a = Math.max(0.1, (size / 2) * Math.max(0.05, params.nibWidth) * 2 * laid * pressed * starved);
    out.b = out.a * BLADE_THICKNESS;
    const turn = params.tiltSensitivity * TILT_TURN_DEGREES * (input.tiltX / 90);
    out.angle = (params.nibAngle + turn) * RADIANS_PER_DEGREE;
  },
};
