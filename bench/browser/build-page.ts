import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const pageRoot = fileURLToPath(new URL('./page', import.meta.url));

/**
 * Builds the bench page and its canvas worker as production bundles (as users get them) into
 * `outDir`. No project config: the page needs neither React nor Tailwind.
 */
export async function buildBenchPage(outDir: string): Promise<void> {
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    base: './',
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}
