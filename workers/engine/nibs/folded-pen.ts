import { broadEdgeFootprint, type BroadEdgeCut } from './broad-edge';
import type { NibModel } from './nib-model';

/**
 * A cola pen: folded metal whose contact grows a lot with pressure; ink runs along its folds,
 * so the texture is striated (short wavelength).
 */
const CUT: BroadEdgeCut = { thickness: 0.1, pressureGain: 1.6 };

export const foldedPen: NibModel = {
  tool: 'folded_pen',
  taperFloor: 0.3,
  textureWavelength: 0.5,
  footprint: (input, params, size, out) => broadEdgeFootprint(input, params, size, CUT, out),
};
