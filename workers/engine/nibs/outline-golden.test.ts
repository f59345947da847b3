import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { PEN_TOOLS } from '../../../src/shared/canvas/tools';
import { strokeCorpus } from '../testing/stroke-corpus';
import { createOutlineBuilder, outlineStroke } from './index';

/**
 * Coordinates are fingerprinted at a millionth of a unit: far below anything visible, yet any
 * change to the outline math shows, while a last-bit difference in a runtime's Math.sin does not.
 */
const PRECISION = 1e6;

/** A short digest of a sequence of polygons: vertex counts and rounded coordinates. */
function fingerprint(polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>): string {
  const hash = createHash('sha256');
  for (const polygon of polygons) {
    const values = new Float64Array(1 + polygon.length * 2);
    values[0] = polygon.length;
    polygon.forEach(([x, y], i) => {
      values[1 + i * 2] = Math.round(x * PRECISION);
      values[2 + i * 2] = Math.round(y * PRECISION);
    });
    hash.update(values);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The polygons a renderer sees while the stroke is drawn: a frame every other sample, with predicted tips. */
function liveFrames(stroke: Stroke): Array<Array<[number, number]>> {
  const builder = createOutlineBuilder(stroke);
  const frames: Array<Array<[number, number]>> = [];
  stroke.points.forEach((point, i) => {
    builder.push(point);
    if (i % 3 === 1) {
      builder.setPredicted([
        { ...point, x: point.x + 7, y: point.y - 3, t: point.t + 4 },
        { ...point, x: point.x + 15, t: point.t + 8 },
      ]);
    }
    if (i % 2 === 0) frames.push(builder.polygon().slice());
  });
  builder.finish();
  frames.push(builder.polygon());
  return frames;
}

/**
 * Golden outlines: every nib over a seeded corpus (all shapes, random and default parameters,
 * dots) and over live drawing with predicted points. A refactor of the outline steps must leave
 * these fingerprints unchanged; an intended change to a nib updates them (`vitest -u`).
 */
describe('outline golden fingerprints', () => {
  it.each(PEN_TOOLS)('%s outlines match the recorded ones', (tool) => {
    const corpus = strokeCorpus({ count: 16, pointsPerStroke: 40, seed: 2026, tool });
    const strokes = corpus.flatMap((stroke) => [
      stroke,
      { ...stroke, toolParams: DEFAULT_TOOL_PARAMS[tool] },
    ]);
    const committed = strokes.map(outlineStroke);
    for (const polygon of committed) {
      for (const [x, y] of polygon) {
        if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`${tool}: non-finite outline point`);
      }
    }
    expect({
      committed: fingerprint(committed),
      live: fingerprint(strokes.slice(0, 8).flatMap(liveFrames)),
    }).toMatchSnapshot();
  });
});
