import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../../src/server/paths';
import { ensureClientBuild } from '../../scripts/ensure-client-build.mjs';
import type { Metric, SuiteOutput } from '../report/bench-results';

const dist = join(projectRoot, 'dist');

/** The files a script or chunk pulls in statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1] as string);
}

/** `start` and every chunk it imports statically, transitively (names in the assets folder). */
function closure(assets: string, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(readFileSync(join(assets, name), 'utf8')));
  }
  return seen;
}

const gzipKb = (assets: string, names: Iterable<string>) =>
  [...names].reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name))).length, 0) / 1024;

/** The one chunk whose name starts with `prefix-` (Vite adds a content hash). */
function chunk(files: readonly string[], prefix: string): string {
  const found = files.find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  if (!found) throw new Error(`no ${prefix} chunk in the build`);
  return found;
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
 * page loads, the canvas chunk and the engine worker.
 */
export function runBundleBench(): SuiteOutput {
  ensureClientBuild({ log: () => {} });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  const folder = entries[0]?.split('/').slice(0, -1).join('/');
  if (!folder) throw new Error('the build’s index.html loads no script');
  const assets = join(dist, folder);
  const files = readdirSync(assets);
  const initial = closure(assets, [
    ...entries.map((entry) => entry.split('/').at(-1) as string),
    chunk(files, 'home-page'),
  ]);
  const worker = chunk(files, 'canvas.worker');
  return {
    metrics: [
      sizeMetric(
        'home-initial-js',
        'initial JS of the home page',
        gzipKb(assets, initial),
        initial.size,
        'index.html’s scripts and modulepreloads, the home route’s chunk, and their static imports',
      ),
      sizeMetric(
        'canvas-chunk',
        'canvas chunk (drawing surface)',
        gzipKb(assets, [chunk(files, 'drawing-canvas')]),
        1,
        'the lazily loaded drawing-canvas chunk (its shared imports are in the home page’s JS already)',
      ),
      sizeMetric(
        'worker',
        'canvas engine worker',
        gzipKb(assets, [worker]),
        1,
        'the module worker the canvas starts',
      ),
    ],
    charts: [],
    skipped: [],
  };
}
