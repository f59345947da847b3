import { describe, expect, it } from 'vitest';
import {
  cssToDocument,
  documentToCss,
  fitScale,
  INITIAL_VIEW,
  visibleDocumentBounds,
  zoomAbout,
} from './view';

const viewport = { cssWidth: 800, cssHeight: 400, docWidth: 1000, docHeight: 1000 };

describe('view math', () => {
  it('fits the whole document at scale 1 (contain) and centres it', () => {
    expect(fitScale(viewport)).toBe(0.4);
    expect(documentToCss(INITIAL_VIEW, viewport, 500, 500)).toEqual([400, 200]);
    expect(documentToCss(INITIAL_VIEW, viewport, 0, 0)).toEqual([200, 0]);
    expect(visibleDocumentBounds(INITIAL_VIEW, viewport)).toEqual({
      minX: -500,
      minY: 0,
      maxX: 1500,
      maxY: 1000,
    });
  });

  it('round-trips CSS px and document units', () => {
    const view = { scale: 2.5, offsetX: 33, offsetY: -12 };
    const [x, y] = cssToDocument(view, viewport, 123, 321);
    const [cx, cy] = documentToCss(view, viewport, x, y);
    expect(cx).toBeCloseTo(123);
    expect(cy).toBeCloseTo(321);
  });

  it('zooms about the focal point, clamped to 0.2–5', () => {
    const before = cssToDocument(INITIAL_VIEW, viewport, 100, 50);
    const zoomed = zoomAbout(INITIAL_VIEW, viewport, 100, 50, 3);
    expect(zoomed.scale).toBe(3);
    const after = cssToDocument(zoomed, viewport, 100, 50);
    expect(after[0]).toBeCloseTo(before[0]);
    expect(after[1]).toBeCloseTo(before[1]);
    expect(zoomAbout(INITIAL_VIEW, viewport, 0, 0, 0.001).scale).toBe(0.2);
    expect(zoomAbout(INITIAL_VIEW, viewport, 0, 0, 1e9).scale).toBe(5);
  });
});
