import { execFileSync } from 'node:child_process';
import { cp, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PEERS = fileURLToPath(new URL('../peers', import.meta.url));

async function modified(path: string): Promise<number> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * Installs bench/peers' own dependencies (tldraw, Excalidraw, …) on first use or when its
 * lockfile changed, so the app's `npm install` never carries them.
 */
async function ensurePeersInstalled(progress: (message: string) => void): Promise<void> {
  const installed = await modified(join(PEERS, 'node_modules', '.package-lock.json'));
  if (installed >= (await modified(join(PEERS, 'package-lock.json')))) return;
  progress('installing bench/peers dependencies (npm ci, first use only)');
  // --include=dev: Vite's build of our own pages, just before, sets NODE_ENV=production, which
  // would make npm leave out the peers' build tools.
  execFileSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: PEERS,
    stdio: 'inherit',
  });
}

/**
 * Builds the baseline, tldraw and Excalidraw pages (production builds) into `outDir`:
 * <outDir>/baseline/, /tldraw/, /excalidraw/ (with Excalidraw's fonts beside its page).
 */
export async function buildPeerPages(outDir: string, progress: (message: string) => void): Promise<void> {
  await ensurePeersInstalled(progress);
  execFileSync(join(PEERS, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir], {
    cwd: PEERS,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await cp(
    join(PEERS, 'node_modules', '@excalidraw', 'excalidraw', 'dist', 'prod', 'fonts'),
    join(outDir, 'excalidraw', 'fonts'),
    {
      recursive: true,
    },
  );
}
