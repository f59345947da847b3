import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOL_PARAMS } from '../../src/shared/canvas/tool-params';
import { packStroke } from './document/packed-stroke';
import { tracingFeedback } from './tracing-feedback';

const polyline = (...points: Array<[number, number]>) =>
  packStroke({
    points: points.map(([x, y], i) => ({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0, t: i })),
    tool: 'brush',
    size: 2,
    color: '#999999',
    toolParams: DEFAULT_TOOL_PARAMS.brush,
  });

describe('tracingFeedback', () => {
  const target = polyline([0, 0], [100, 0]);

  it('is null without a target and zero without ink', () => {
    expect(tracingFeedback([], [target])).toBeNull();
    expect(tracingFeedback([target], [])).toEqual({
      coverage: 0,
      accuracy: 0,
      targetLength: 100,
      inkLength: 0,
    });
  });

  it('counts ink within k = 10 units as on the target', () => {
    const onTrack = tracingFeedback([target], [polyline([0, 9], [100, 9])]);
    expect(onTrack).toMatchObject({ coverage: 1, accuracy: 1 });
    const offTrack = tracingFeedback([target], [polyline([0, 11], [100, 11])]);
    expect(offTrack).toMatchObject({ coverage: 0, accuracy: 0 });
  });

  it('measures coverage of the target and accuracy of the ink separately', () => {
    // Ink over the first quarter of the target, then wandering 100 units away.
    const feedback = tracingFeedback([target], [polyline([0, 0], [25, 0], [25, 75])]);
    expect(feedback?.coverage).toBeCloseTo(0.35, 1);
    expect(feedback?.accuracy).toBeCloseTo(0.35, 1);
  });

  it('honours another k', () => {
    expect(tracingFeedback([target], [polyline([0, 15], [100, 15])], 20)?.coverage).toBe(1);
  });

  it.each([0, -5, 1e-9, Number.NaN, Number.POSITIVE_INFINITY])(
    'answers at once for a distance of %s (clamped, or the default)',
    (distance) => {
      const result = tracingFeedback([target], [polyline([0, 3], [100, 3])], distance);
      expect(result?.coverage).toBeGreaterThanOrEqual(0);
      expect(result?.coverage).toBeLessThanOrEqual(1);
      expect(Number.isFinite(result?.accuracy)).toBe(true);
    },
  );
});
