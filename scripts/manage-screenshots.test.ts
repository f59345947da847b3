import { describe, expect, it } from 'vitest';
import { appPaths } from '../src/shared/routes/app-paths';
import { managePathOf, manageShots } from './manage-screenshots';

describe('console screenshots', () => {
  it('shoot every /manage page the app has', () => {
    const managePages = appPaths.filter((path) => path === '/manage' || path.startsWith('/manage/'));
    expect(manageShots.map(managePathOf).sort()).toEqual([...managePages].sort());
  });
});
