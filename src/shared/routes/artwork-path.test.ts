import { describe, expect, it } from 'vitest';
import { ARTWORK_PARAM, artworkPath } from './artwork-path';

describe('artworkPath', () => {
  it('opens the artwork in the gallery viewer, its id encoded', () => {
    expect(artworkPath('0b7c4a5e-1f2d-4c3b-9a8e-7d6c5b4a3f21')).toBe(
      '/practice/gallery?artwork=0b7c4a5e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
    );
    const url = new URL(artworkPath('a&b=c d'), 'http://quietline.test');
    expect(url.searchParams.get(ARTWORK_PARAM)).toBe('a&b=c d');
  });
});
