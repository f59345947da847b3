import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { packStroke, type PackedStroke } from '../document/packed-stroke';
import { inkStyle } from '../nibs/ink-style';
import { RecordingContext, RecordingPath, type RecordingSurface } from '../testing/recording-context';
import { InkPainter } from './draw-outline';
import { lodOutline } from './lod-outline';
import { StrokePaths } from './stroke-paths';

function stroke(color: string, x: number, edgeSharpness = 1): PackedStroke {
  return packStroke({
    tool: 'brush',
    size: 3,
    color,
    toolParams: { ...DEFAULT_TOOL_PARAMS.brush, edgeSharpness },
    points: [0, 1, 2, 3, 4].map((i) => ({
      x: x + i * 10,
      y: 100 + (i % 2) * 5,
      pressure: 0.5,
      tiltX: 0,
      tiltY: 0,
      t: i * 4,
    })),
  });
}

/** Paints strokes as the renderer does (retained paths at level 0) and returns the recording. */
function paint(strokes: PackedStroke[], pixelsPerUnit = 1): { ctx: RecordingContext; paths: StrokePaths } {
  const ctx = new RecordingContext();
  const paths = new StrokePaths(() => new RecordingPath());
  const painter = new InkPainter<RecordingSurface>();
  painter.begin(ctx, pixelsPerUnit);
  for (const s of strokes) painter.paint(s, lodOutline(s, 0), paths.get(s, 0));
  painter.end();
  return { ctx, paths };
}

describe('InkPainter', () => {
  it('fills each stroke once, in draw order, writing the shared ink state only when it changes', () => {
    const strokes = [
      stroke('#111111', 0),
      stroke('#111111', 100),
      stroke('#222222', 200),
      stroke('#111111', 300),
    ];
    const { ctx, paths } = paint(strokes);
    const fills = ctx.named('fill');
    // One fill per stroke, each with its own retained path, in the document's order and colour.
    expect(fills.map((call) => call.args[0])).toEqual(['#111111', '#111111', '#222222', '#111111']);
    expect(fills.map((call) => call.args[2])).toEqual(strokes.map((s) => paths.get(s, 0)));
    expect(fills.every((call) => call.args[1] === inkStyle(strokes[0] as PackedStroke).alpha)).toBe(true);
    // Three colour writes for four strokes (the first two share theirs); one alpha write, then 1 at the end.
    expect(ctx.named('fillStyle')).toHaveLength(3);
    expect(ctx.named('globalAlpha').map((call) => call.args[0])).toEqual([
      inkStyle(strokes[0] as PackedStroke).alpha,
      1,
    ]);
    expect(ctx.named('lineTo')).toHaveLength(0);
  });

  it('strokes a soft edge wide enough to see and restores the body alpha for the next fill', () => {
    const soft = stroke('#333333', 0, 0);
    const ink = inkStyle(soft);
    const { ctx } = paint([soft, soft]);
    const sequence = ctx.calls
      .filter((call) => call.name === 'fill' || call.name === 'stroke')
      .map((call) => [call.name, call.args[1]]);
    expect(sequence).toEqual([
      ['fill', ink.alpha],
      ['stroke', ink.edgeAlpha],
      ['fill', ink.alpha],
      ['stroke', ink.edgeAlpha],
    ]);
    expect(ctx.named('lineWidth')).toHaveLength(1);
    expect(ctx.globalAlpha).toBe(1);
  });

  it('skips edges under half a device pixel, and crisp ink at any resolution', () => {
    expect(paint([stroke('#333333', 0, 0)], 0.1).ctx.named('stroke')).toHaveLength(0);
    expect(paint([stroke('#333333', 0, 1)], Infinity).ctx.named('stroke')).toHaveLength(0);
  });
});

describe('StrokePaths', () => {
  it('traces a stroke once per level and retraces when the level changes', () => {
    const s = stroke('#111111', 0);
    const paths = new StrokePaths(() => new RecordingPath());
    const first = paths.get(s, 0) as RecordingPath;
    expect(paths.get(s, 0)).toBe(first);
    const outline = lodOutline(s, 0);
    expect(first.commands).toHaveLength(outline.length / 2 + 1);
    expect(first.commands[0]).toEqual({ name: 'moveTo', args: [outline[0], outline[1]] });
    expect(first.commands.at(-1)?.name).toBe('closePath');
    const coarse = paths.get(s, -2);
    expect(coarse).not.toBe(first);
    expect(paths.get(s, -2)).toBe(coarse);
  });
});
