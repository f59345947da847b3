import { describe, expect, it } from 'vitest';
import {
  INITIAL_FLOW,
  isTimeUp,
  meditationFlow,
  sessionResult,
  type FlowAction,
  type MeditationFlow,
} from './meditation-flow';
import { canRemoveMinute, remainingMs } from './session-clock';

const choice = { imageId: 'mandala-lotus', soundtrackId: 'rain', minutes: 2 };
const run = (state: MeditationFlow, ...actions: FlowAction[]) => actions.reduce(meditationFlow, state);
const begun = run(INITIAL_FLOW, { type: 'begin', choice, showIntro: false, now: 0, key: 'key-1' });

function clockAt(state: MeditationFlow, now: number): number {
  if (state.phase !== 'session') throw new Error(`in ${state.phase}, not in a session`);
  return remainingMs(state.clock, now);
}

describe('meditationFlow', () => {
  it('begins a session of the chosen length, or shows the intro first', () => {
    expect(clockAt(begun, 30_000)).toBe(90_000);
    const intro = run(INITIAL_FLOW, { type: 'begin', choice, showIntro: true, now: 0, key: 'key-1' });
    expect(intro.phase).toBe('intro');
    const started = run(intro, { type: 'startSession', now: 5_000, key: 'key-2' });
    expect(clockAt(started, 5_000)).toBe(120_000);
  });

  it('adds and removes a minute, but never removes the last one', () => {
    expect(clockAt(run(begun, { type: 'addMinute', now: 0 }), 0)).toBe(180_000);
    const removed = run(begun, { type: 'removeMinute', now: 0 });
    expect(clockAt(removed, 0)).toBe(60_000);
    if (removed.phase !== 'session') throw new Error('not in a session');
    expect(canRemoveMinute(removed.clock, 0)).toBe(false);
    expect(clockAt(run(removed, { type: 'removeMinute', now: 0 }), 0)).toBe(60_000);
  });

  it('stands still while paused and continues on resume', () => {
    const paused = run(begun, { type: 'pause', now: 10_000 });
    expect(clockAt(paused, 60_000)).toBe(110_000);
    const resumed = run(paused, { type: 'resume', now: 60_000 }, { type: 'addMinute', now: 60_000 });
    expect(clockAt(resumed, 70_000)).toBe(160_000);
  });

  it('resets to the chosen length and keeps the session key', () => {
    const reset = run(begun, { type: 'addMinute', now: 0 }, { type: 'reset', now: 50_000 });
    expect(clockAt(reset, 50_000)).toBe(120_000);
    expect(reset.phase === 'session' && reset.key).toBe('key-1');
  });

  it('is time up at zero; finishing completes with the times and the key', () => {
    expect(isTimeUp(begun, 119_999)).toBe(false);
    expect(isTimeUp(begun, 120_000)).toBe(true);
    const done = run(begun, { type: 'finish', now: 120_000 });
    expect(done).toEqual({
      phase: 'complete',
      choice,
      result: { startedAt: 0, endedAt: 120_000, key: 'key-1' },
    });
    expect(run(done, { type: 'practiceAgain' })).toEqual(INITIAL_FLOW);
  });

  it('ignores session controls outside a session', () => {
    expect(run(INITIAL_FLOW, { type: 'finish', now: 1 }, { type: 'addMinute', now: 1 })).toEqual(
      INITIAL_FLOW,
    );
  });

  it('saves practice time: the start moves on by the time spent paused, even when finished while paused', () => {
    const done = run(
      begun,
      { type: 'pause', now: 10_000 },
      { type: 'pause', now: 20_000 },
      { type: 'resume', now: 70_000 },
      { type: 'pause', now: 100_000 },
      { type: 'finish', now: 130_000 },
    );
    expect(done.phase === 'complete' && done.result).toEqual({
      startedAt: 90_000,
      endedAt: 130_000,
      key: 'key-1',
    });
  });

  it('never saves a span the server refuses: a session paused for hours saves at most 4 hours', () => {
    const hour = 3_600_000;
    const long = run(begun, ...Array.from({ length: 300 }, () => ({ type: 'addMinute', now: 0 }) as const));
    if (long.phase !== 'session') throw new Error('not in a session');
    expect(sessionResult(long, 5 * hour)).toEqual({ startedAt: hour, endedAt: 5 * hour, key: 'key-1' });
  });

  it('saves a second for a session paused from its first moment (the server needs an end after the start)', () => {
    const idle = run(begun, { type: 'pause', now: 0 }, { type: 'finish', now: 60_000 });
    expect(idle.phase === 'complete' && idle.result).toEqual({
      startedAt: 59_000,
      endedAt: 60_000,
      key: 'key-1',
    });
  });
});
