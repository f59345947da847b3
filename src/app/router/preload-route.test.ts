import { describe, expect, it } from 'vitest';
import { routePathFor } from './preload-route';

describe('routePathFor', () => {
  it('maps a pathname to the page module that renders it', () => {
    expect(routePathFor('/')).toBe('/');
    expect(routePathFor('/explore')).toBe('/explore');
    expect(routePathFor('/practice/')).toBe('/practice');
    expect(routePathFor('/practice/gallery')).toBe('/practice/gallery');
    expect(routePathFor('/manage/users')).toBe('/manage/users');
  });

  it('falls back to the 404 page for unknown paths', () => {
    expect(routePathFor('/nowhere')).toBe('*');
    expect(routePathFor('/manage/users/extra')).toBe('*');
  });
});
