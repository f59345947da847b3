import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { Idle } from './idle';
import { freshInputCounters, type InputContext, type PointerDown } from './input-state';
import type { CleanSample } from './sanitize-sample';

/** An engine stand-in that records what the states hand it. */
function context(eraserMode = false) {
  const events: string[] = [];
  const committed: Stroke[] = [];
  const value: InputContext = {
    host: {
      documentTransform: () => [1, 0, 0],
      penStyle: () => ({ tool: 'brush', size: 8, color: '#000000', toolParams: DEFAULT_TOOL_PARAMS.brush }),
      pressureCurve: () => 'linear',
      eraserMode: () => eraserMode,
      eraserRadius: () => 5,
      commitStroke: (stroke) => committed.push(stroke),
      beginErase: () => events.push('begin'),
      erase: () => events.push('erase'),
      endErase: () => events.push('end'),
    },
    counters: freshInputCounters(),
    idle: new Idle(),
  };
  return { context: value, events, committed };
}

const sample = (x: number, timeStamp = x): CleanSample => ({
  x,
  y: 0,
  pressure: 0.5,
  tiltX: 0,
  tiltY: 0,
  timeStamp,
});
const down = (pointerType: PointerDown['pointerType'], x = 0, buttons = 1): PointerDown => ({
  pointerId: 1,
  pointerType,
  buttons,
  samples: [sample(x)],
  received: 1,
  time: 0,
});

describe('input states', () => {
  it('idle starts a stroke for a pen, a pending touch for a finger, and nothing for a mouse without its button', () => {
    const { context: ctx } = context();
    expect(ctx.idle.onDown(down('pen'), ctx).id).toBe('drawing');
    expect(ctx.idle.onDown(down('touch'), ctx).id).toBe('pending');
    expect(ctx.idle.onDown(down('mouse', 0, 0), ctx)).toBe(ctx.idle);
  });

  it('idle starts erasing in eraser mode or with the pen’s eraser button', () => {
    for (const [mode, buttons] of [
      [true, 1],
      [false, 32],
    ] as const) {
      const { context: ctx, events } = context(mode);
      expect(ctx.idle.onDown(down('pen', 0, buttons), ctx).id).toBe('erasing');
      // The down's own sample already sweeps.
      expect(events).toEqual(['begin', 'erase']);
    }
  });

  it('a pending touch becomes a stroke once it moves 3 units, keeping what it collected', () => {
    const { context: ctx, committed } = context();
    const pending = ctx.idle.onDown(down('touch'), ctx);
    expect(pending.onSamples([sample(1), sample(2)], ctx)).toBe(pending);
    const drawing = pending.onSamples([sample(3), sample(4)], ctx);
    expect(drawing.id).toBe('drawing');
    expect(drawing.onUp(ctx)).toBe(ctx.idle);
    expect(committed[0]?.points.map((point) => point.x)).toEqual([0, 4]);
  });

  it('drawing commits on up and counts it; a discarded stroke is lost', () => {
    const { context: ctx, committed } = context();
    ctx.idle
      .onDown(down('pen'), ctx)
      .onSamples([sample(10)], ctx)
      .onDiscard(ctx);
    expect(committed).toHaveLength(0);
    const drawing = ctx.idle.onDown(down('pen'), ctx).onSamples([sample(10), sample(20)], ctx);
    expect(drawing.onPredicted([sample(30)])).toBe(true);
    expect(drawing.onUp(ctx)).toBe(ctx.idle);
    expect(committed).toHaveLength(1);
    expect(ctx.counters.strokesCommitted).toBe(1);
  });

  it('erasing sweeps each sample and ends the erasure on up and on discard', () => {
    for (const end of ['onUp', 'onDiscard'] as const) {
      const { context: ctx, events } = context(true);
      const erasing = ctx.idle.onDown(down('pen'), ctx).onSamples([sample(5)], ctx);
      expect(erasing.onPredicted([sample(6)])).toBe(false);
      expect(erasing[end](ctx)).toBe(ctx.idle);
      expect(events).toEqual(['begin', 'erase', 'erase', 'end']);
    }
  });
});
