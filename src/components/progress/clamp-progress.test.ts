import { describe, expect, it } from 'vitest';
import { clampProgress } from './clamp-progress';

describe('clampProgress', () => {
  it('keeps values inside 0..max', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(9, 5)).toBe(5);
  });

  it('treats a non-finite value as zero and a bad max as 100', () => {
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(120, 0)).toBe(100);
  });
});
