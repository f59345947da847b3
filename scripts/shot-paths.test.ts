import { describe, expect, it } from 'vitest';
import { appPaths } from '../src/shared/routes/app-paths';
import { passThroughPaths, shotPaths } from './shot-paths';

describe('screenshots', () => {
  it('shoot every page of the app, but those that only pass the visitor on', () => {
    const shown = new Set<string>(Object.values(shotPaths));
    const unshot = appPaths.filter((path) => !shown.has(path) && !passThroughPaths.includes(path));
    expect(unshot).toEqual([]);
  });
});
