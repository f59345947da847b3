import { broadEdgeFootprint, type BroadEdgeCut } from './broad-edge';
import type { NibModel } from './nib-model';

/** A poster pen: a wide, square-ended, even line; pressure hardly matters. */
const CUT: BroadEdgeCut = { thickness: 0.15, pressureGain: 0.3 };

export const automaticPen: NibModel = {
  tool: 'automatic_pen',
  // Its ends stay square: the edge lands and lifts whole.
  taperFloor: 0.8,
  textureWavelength: 4,
  footprint: (input, params, size, out) => broadEdgeFootprint(input, params, size, CUT, out),
};
