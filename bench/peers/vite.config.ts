import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The peer pages as production builds, one HTML entry each; the bench driver sets outDir. */
export default defineConfig({
  root: here('./'),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      input: {
        baseline: here('./baseline/index.html'),
        tldraw: here('./tldraw/index.html'),
        excalidraw: here('./excalidraw/index.html'),
      },
    },
  },
});
