import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { packedStroke, type PackedStroke } from '../document/packed-stroke';
import { strokeChanges } from './stroke-changes';

const stroke = (): PackedStroke =>
  packedStroke(new Float32Array([0, 0, 0.5, 0, 0, 0]), {
    tool: 'brush',
    size: 3,
    color: '#000000',
    toolParams: DEFAULT_TOOL_PARAMS.brush,
  });

describe('strokeChanges', () => {
  const [a, b, c, d, e] = Array.from({ length: 5 }, stroke) as [
    PackedStroke,
    PackedStroke,
    PackedStroke,
    PackedStroke,
    PackedStroke,
  ];

  it('sees strokes put on top (a commit, a redo of one) as appended', () => {
    expect(strokeChanges([a, b], [a, b, c])).toEqual({ kind: 'appended', strokes: [c] });
    expect(strokeChanges([], [a, b])).toEqual({ kind: 'appended', strokes: [a, b] });
  });

  it('finds exactly the strokes removed and inserted among the others (an erase, an undo)', () => {
    // b was cut into d and e; a and c stay where they were.
    expect(strokeChanges([a, b, c], [a, d, e, c])).toEqual({ kind: 'changed', strokes: [b, d, e] });
    expect(strokeChanges([a, b, c], [a, c])).toEqual({ kind: 'changed', strokes: [b] });
    // Strokes far apart in the list: only they count, not everything between them.
    expect(strokeChanges([a, b, c, d], [e, b, c])).toEqual({ kind: 'changed', strokes: [a, d, e] });
  });

  it('sees a list with no stroke in common as replaced, and the same list as no change', () => {
    expect(strokeChanges([a, b], [c])).toEqual({ kind: 'replaced' });
    expect(strokeChanges([a, b], [a, b])).toEqual({ kind: 'none' });
  });

  it('sees a list emptied (a clear, the only stroke undone) as its strokes changed, so only their area is redrawn', () => {
    expect(strokeChanges([a, b], [])).toEqual({ kind: 'changed', strokes: [a, b] });
    expect(strokeChanges([a], [])).toEqual({ kind: 'changed', strokes: [a] });
  });
});
