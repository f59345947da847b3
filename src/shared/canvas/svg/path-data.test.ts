import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePathData } from './path-data';

describe('parsePathData', () => {
  it('reads every number exactly as Number() does, short or long', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (value, decimals) => {
          const text = value.toFixed(decimals);
          // An absolute coordinate is 0 + the number read, so "-0" is 0 there.
          expect(parsePathData(`M${text} 1`)[0]?.points[0]?.[0]).toBe(0 + Number(text));
        },
      ),
    );
  });

  it('reads the SVG number grammar: signs, bare dots, a second dot, exponents, relative moves', () => {
    expect(parsePathData('M-.5+3 L1.5.5 L1e-3 2E+2 L007.25-1 l2 3z m1 1 1 1')).toEqual([
      {
        points: [
          [-0.5, 3],
          [1.5, 0.5],
          [0.001, 200],
          [7.25, -1],
          [9.25, 2],
        ],
        closed: true,
        straightEnds: [1, 2, 3, 4],
      },
      {
        points: [
          [0.5, 4],
          [1.5, 5],
        ],
        closed: false,
        straightEnds: [1],
      },
    ]);
  });

  it('marks the straight segments, a zero-radius arc among them, and not the curves', () => {
    const [subpath] = parsePathData('M0 0 L10 0 C10 5 5 10 0 10 H-10 A0 5 0 0 1 -10 -10 A5 5 0 0 1 0 0 V5');
    // L ends point 1; C adds 8 (2…9); H ends 10; the flat arc 11; the round arc adds 12 (12…23); V ends 24.
    expect(subpath?.points).toHaveLength(25);
    expect(subpath?.straightEnds).toEqual([1, 10, 11, 24]);
  });
});
