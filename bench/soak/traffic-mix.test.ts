import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/shared/content/prng';
import { kindPicker, REQUEST_KINDS, SOAK_MIX, type RequestKind } from './traffic-mix';

describe('kindPicker', () => {
  it('draws each kind in proportion to its share', () => {
    const pick = kindPicker(SOAK_MIX, mulberry32(3));
    const draws = 100_000;
    const counts = new Map<RequestKind, number>();
    for (let i = 0; i < draws; i += 1) {
      const kind = pick();
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const total = REQUEST_KINDS.reduce((sum, kind) => sum + SOAK_MIX[kind], 0);
    for (const kind of REQUEST_KINDS)
      expect((counts.get(kind) ?? 0) / draws).toBeCloseTo(SOAK_MIX[kind] / total, 2);
  });

  it('maps the ends of [0, 1) to the first and last kind with a share, never to one without', () => {
    const mix = { config: 0, refresh: 1, analytics: 1, summary: 1, gallery: 1, 'save-session': 0 };
    const values = [0, 0.2499, 0.25, 0.9999999999999999];
    const pick = kindPicker(mix, () => values.shift() as number);
    expect([pick(), pick(), pick(), pick()]).toEqual(['refresh', 'refresh', 'analytics', 'gallery']);
  });
});
