import { describe, expect, it } from 'vitest';
import { CanvasView } from './canvas-view';

describe('CanvasView', () => {
  it('says whether a view changed, clamping it', () => {
    const view = new CanvasView(800, 600);
    expect(view.setView({ scale: 1, offsetX: 0, offsetY: 0 })).toBe(false);
    expect(view.setView({ scale: 50, offsetX: 10, offsetY: 0 })).toBe(true);
    expect(view.view.scale).toBe(5);
  });

  it('ignores an empty element and falls back to a ratio of 1', () => {
    const view = new CanvasView(800, 600, 2);
    expect(view.resize(0, 600, 2)).toBe(false);
    expect(view.viewport(1000, 1000)).toMatchObject({ cssWidth: 800, cssHeight: 600 });
    expect(view.resize(400, 300, Number.NaN)).toBe(true);
    expect(view.dpr).toBe(1);
  });

  it('hands out the same viewport object until a size changes', () => {
    const view = new CanvasView(800, 600);
    const viewport = view.viewport(1000, 1000);
    expect(view.viewport(1000, 1000)).toBe(viewport);
    expect(view.viewport(1000, 500)).not.toBe(viewport);
    view.resize(400, 300, 1);
    expect(view.viewport(1000, 500)).toMatchObject({ cssWidth: 400, docHeight: 500 });
  });
});
