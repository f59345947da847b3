import { describe, expect, it } from 'vitest';
import { emptySegment, splineSegment } from './spline-segment';
import { followPath, freshFilterState, smoothSpeed, startFilters } from './stroke-filters';

const at = (x: number, y: number) => ({ x, y });

describe('startFilters', () => {
  it('starts along the first tangent at the first segment’s speed', () => {
    const state = freshFilterState();
    const [p1, p2] = [at(0, 0), at(0, 10)];
    startFilters(state, p1, p2, splineSegment(p1, p1, p2, at(0, 20), emptySegment()), 5);
    expect(state).toMatchObject({ started: true, dirX: 0, dirY: 1, speed: 2, lastX: 0, lastY: 0 });
  });

  it('counts a pause as at most 100 ms, and a zero time step as 1 ms', () => {
    const [p1, p2] = [at(0, 0), at(10, 0)];
    const segment = splineSegment(p1, p1, p2, p2, emptySegment());
    const paused = freshFilterState();
    startFilters(paused, p1, p2, segment, 5000);
    expect(paused.speed).toBe(0.1);
    const instant = freshFilterState();
    startFilters(instant, p1, p2, segment, 0);
    expect(instant.speed).toBe(10);
  });
});

describe('smoothSpeed', () => {
  it('moves toward the segment’s speed, further the longer the step', () => {
    const short = { ...freshFilterState(), speed: 0 };
    const long = { ...freshFilterState(), speed: 0 };
    smoothSpeed(short, 1, 1);
    smoothSpeed(long, 30, 30);
    expect(short.speed).toBeGreaterThan(0);
    expect(short.speed).toBeLessThan(long.speed);
    expect(long.speed).toBeCloseTo(1 - Math.exp(-1), 12);
  });
});

describe('followPath', () => {
  it('turns the direction toward the tangent by how far the pen moved and adds the distance', () => {
    const state = { ...freshFilterState(), started: true };
    followPath(state, 0.1, 0, 0, 1);
    const small = Math.atan2(state.dirY, state.dirX);
    followPath(state, 20, 0, 0, 1);
    expect(small).toBeGreaterThan(0);
    expect(Math.atan2(state.dirY, state.dirX)).toBeCloseTo(Math.PI / 2, 4);
    expect(state.distance).toBeCloseTo(20, 12);
    expect(Math.hypot(state.dirX, state.dirY)).toBeCloseTo(1, 12);
  });

  it('keeps the old direction through a full reversal instead of dividing by zero', () => {
    const state = { ...freshFilterState(), started: true };
    // A long move backwards blends the direction almost exactly onto its opposite, through zero.
    followPath(state, -1000, 0, -1, 0);
    expect(Number.isFinite(state.dirX) && Number.isFinite(state.dirY)).toBe(true);
    expect(Math.hypot(state.dirX, state.dirY)).toBeCloseTo(1, 12);
  });

  it('keeps the direction where the tangent vanishes', () => {
    const state = { ...freshFilterState(), started: true };
    followPath(state, 5, 5, 0, 0);
    expect(state).toMatchObject({ dirX: 1, dirY: 0, lastX: 5, lastY: 5 });
  });
});
