import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../../src/server/paths';
import { ensureClientBuild } from '../../scripts/ensure-client-build.mjs';
import type { Metric, SuiteOutput } from '../report/bench-results';

const dist = join(projectRoot, 'dist');

/** Issue 15: the home page's initial JavaScript, gzip, at most this many kB. */
export const HOME_INITIAL_JS_GOAL_KB = 150;

/** One chunk of the build's manifest (dist/.vite/manifest.json), keyed by its source. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The module route-modules.ts loads for '/', as a manifest key (e.g. src/app/routes/home-route.tsx). */
export function homeRouteKey(manifest: Manifest, routeModulesSource: string): string {
  const imported = /'\/':\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(routeModulesSource)?.[1];
  if (!imported) throw new Error("route-modules.ts imports no module for '/'");
  const source = relative(projectRoot, resolve(projectRoot, 'src/app/router', imported)).replaceAll(
    '\\',
    '/',
  );
  const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.[cm]?[jt]sx?$/, '') === source);
  if (!key) throw new Error(`no chunk for ${source} in the build's manifest`);
  return key;
}

/** The JS files of the chunks `keys` name and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;

/** The one chunk in the assets folder whose name starts with `prefix-` (Vite adds a content hash). */
function assetWithPrefix(assets: string, prefix: string): string {
  const found = readdirSync(join(dist, assets)).find(
    (file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'),
  );
  if (!found) throw new Error(`no ${prefix} chunk in the build`);
  return join(assets, found);
}

function sizeMetric(id: string, name: string, kb: number, files: number, how: string): Metric {
  return {
    suite: 'bundle',
    id: `bundle.${id}`,
    name,
    unit: 'kB',
    better: 'lower',
    subjects: { ours: { value: kb, stat: 'value', note: `${files} file${files === 1 ? '' : 's'}` } },
    how,
  };
}

/**
 * Gzip sizes (zlib default level) from the production build: the JS a first visit to the home
 * page loads, against its goal, the canvas chunk and the engine worker.
 */
export function runBundleBench(): SuiteOutput {
  ensureClientBuild({ log: () => {} });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const home = homeRouteKey(
    manifest,
    readFileSync(join(projectRoot, 'src/app/router/route-modules.ts'), 'utf8'),
  );
  const initial = staticClosure(manifest, [...entries, home]);
  const assets = manifest[home]?.file.split('/').slice(0, -1).join('/') ?? '';
  const homeInitial = sizeMetric(
    'home-initial-js',
    'initial JS of the home page',
    gzipKb(initial),
    initial.size,
    'the entry chunk, the home route’s chunk (route-modules.ts’s `/`) and every chunk they import statically, from the build’s manifest',
  );
  return {
    metrics: [
      {
        ...homeInitial,
        goal: { op: '<=', value: HOME_INITIAL_JS_GOAL_KB, text: `≤ ${HOME_INITIAL_JS_GOAL_KB} kB` },
      },
      sizeMetric(
        'canvas-chunk',
        'canvas chunk (drawing surface)',
        gzipKb([assetWithPrefix(assets, 'drawing-canvas')]),
        1,
        'the lazily loaded drawing-canvas chunk alone, without the chunks it shares with other pages',
      ),
      sizeMetric(
        'worker',
        'canvas engine worker',
        gzipKb([assetWithPrefix(assets, 'canvas.worker')]),
        1,
        'the module worker the canvas starts',
      ),
    ],
    charts: [],
    skipped: [],
  };
}
