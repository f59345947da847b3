import { describe, expect, it } from 'vitest';
import { exportSvg, polygonPathData, SVG_NEEDS_SIZE } from './export-svg';
import { formatNumber } from './format-number';

describe('SVG export', () => {
  it('rounds coordinates to 3 decimals without trailing zeros', () => {
    expect(polygonPathData(new Float64Array([1.23456, 2, 3.1, -0.0001]))).toBe('M1.235 2L3.1 0Z');
    expect(formatNumber(-0.0004, 3)).toBe('0');
  });

  it('needs a width and height', () => {
    expect(() => exportSvg([], 0, 100)).toThrow(SVG_NEEDS_SIZE);
    expect(() => exportSvg([], Number.NaN, 100)).toThrow('Exported SVG needs a width and height');
    expect(exportSvg([], 800, 600)).toContain('width="800" height="600" viewBox="0 0 800 600"');
  });
});
