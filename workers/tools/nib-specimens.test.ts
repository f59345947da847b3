import { describe, expect, it } from 'vitest';
import { PEN_TOOLS } from '../../src/shared/canvas/tools';
import { traceSvg } from '../../src/shared/canvas/svg-trace';
import { specimenStrokes, specimenSvg } from './nib-specimens';

describe('nib specimens', () => {
  it('draw every gesture through the engine for every pen', () => {
    for (const tool of PEN_TOOLS) expect(specimenStrokes(tool)).toHaveLength(7);
  });

  it('are readable SVG with one path per stroke', () => {
    const svg = specimenSvg('qalam');
    expect(svg.match(/<path /g)).toHaveLength(7);
    expect(traceSvg(svg).length).toBeGreaterThan(0);
  });
});
