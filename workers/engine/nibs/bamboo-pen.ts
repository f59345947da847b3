import { broadEdgeFootprint, type BroadEdgeCut } from './broad-edge';
import type { NibModel } from './nib-model';

/** Split bamboo: a thick, blunt edge; its texture comes in short, dry bursts. */
const CUT: BroadEdgeCut = { thickness: 0.16, pressureGain: 0.7 };

export const bambooPen: NibModel = {
  tool: 'bamboo_pen',
  taperFloor: 0.3,
  textureWavelength: 1.2,
  footprint: (input, params, size, out) => broadEdgeFootprint(input, params, size, CUT, out),
};
