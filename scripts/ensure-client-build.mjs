import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the client bundle is made from; the server folder and tests are left out because they are not bundled. */
const inputs = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'src', 'workers'];
const excluded = [join('src', 'server')];
const stampFile = join(root, 'dist', '.source-hash');

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (excluded.some((dir) => relative(root, path) === dir)) return [];
  if (!statSync(path).isDirectory()) return /\.test\.tsx?$/.test(path) ? [] : [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

/** A hash of every file the build reads, so `npm start` rebuilds exactly when the client changed. */
export function clientSourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(join(root, input)))) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds the client with Vite unless dist/ already holds a build of the current sources. */
export function ensureClientBuild({ log = console.log } = {}) {
  const sourceHash = clientSourceHash();
  const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash;
  if (built && existsSync(join(root, 'dist', 'index.html'))) return false;
  log('Building the client (vite build)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
  writeFileSync(stampFile, sourceHash);
  return true;
}
