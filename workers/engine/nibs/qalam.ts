import { broadEdgeFootprint, type BroadEdgeCut } from './broad-edge';
import type { NibModel } from './nib-model';

/** A cut reed: thicker than steel, so hairlines are fuller; fibres give a long-grained texture. */
const CUT: BroadEdgeCut = { thickness: 0.12, pressureGain: 0.6 };

export const qalam: NibModel = {
  tool: 'qalam',
  taperFloor: 0.35,
  textureWavelength: 2,
  footprint: (input, params, size, out) => broadEdgeFootprint(input, params, size, CUT, out),
};
