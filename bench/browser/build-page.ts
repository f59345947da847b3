import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const pageRoot = fileURLToPath(new URL('./page', import.meta.url));

/**
 * Builds the bench pages and the canvas worker as production bundles (as users get them) into
 * `outDir`: index.html (the engine in Chromium) and subject.html (our drawing surface under the
 * input suite). No project config: the pages need neither React nor Tailwind.
 */
export async function buildBenchPage(outDir: string): Promise<void> {
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    base: './',
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { input: [join(pageRoot, 'index.html'), join(pageRoot, 'subject.html')] },
    },
  });
}
