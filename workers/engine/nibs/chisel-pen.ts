import { broadEdgeFootprint, type BroadEdgeCut } from './broad-edge';
import type { NibModel } from './nib-model';

/** A steel italic nib: a crisp, thin edge that barely responds to pressure. */
const CUT: BroadEdgeCut = { thickness: 0.06, pressureGain: 0.5 };

export const chiselPen: NibModel = {
  tool: 'chisel_pen',
  taperFloor: 0.4,
  textureWavelength: 3,
  footprint: (input, params, size, out) => broadEdgeFootprint(input, params, size, CUT, out),
};
