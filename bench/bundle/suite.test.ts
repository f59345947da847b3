import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/paths';
import { homeRouteKey, staticClosure } from './suite';

const manifest = {
  'index.html': { file: 'assets/v/index-a.js', isEntry: true, imports: ['_vendor-b.js'] },
  '_vendor-b.js': { file: 'assets/v/vendor-b.js' },
  'src/app/routes/home-route.tsx': {
    file: 'assets/v/home-route-c.js',
    imports: ['_vendor-b.js', '_title-d.js'],
  },
  '_title-d.js': { file: 'assets/v/title-d.js', imports: ['_vendor-b.js'] },
  'src/features/billing/components/pricing-teaser.tsx': { file: 'assets/v/pricing-teaser-e.js' },
  'src/styles.css': { file: 'assets/v/index-f.css' },
};

describe('the bundle suite’s home page closure', () => {
  it('finds the chunk of the module route-modules.ts loads for /', () => {
    // The app's own: every source module as a manifest key; the one found exists.
    const sources = readdirSync(join(projectRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path))
      .map((path) => `src/${path.replaceAll('\\', '/')}`);
    const routeModules = readFileSync(join(projectRoot, 'src/app/router/route-modules.ts'), 'utf8');
    const found = homeRouteKey(
      Object.fromEntries(sources.map((key) => [key, { file: 'x.js' }])),
      routeModules,
    );
    expect(existsSync(join(projectRoot, found))).toBe(true);
    expect(
      homeRouteKey(
        manifest,
        "export const routeModules = { '/': () => import('../routes/home-route').then(m) };",
      ),
    ).toBe('src/app/routes/home-route.tsx');
    expect(() => homeRouteKey(manifest, "{ '/': () => import('../routes/gone') }")).toThrow(/no chunk/);
  });

  it('counts the static imports, each chunk once, and leaves lazy chunks and styles out', () => {
    expect([...staticClosure(manifest, ['index.html', 'src/app/routes/home-route.tsx'])].sort()).toEqual([
      'assets/v/home-route-c.js',
      'assets/v/index-a.js',
      'assets/v/title-d.js',
      'assets/v/vendor-b.js',
    ]);
  });
});
