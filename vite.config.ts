import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { buildVersion } from './scripts/build-version.mjs';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from './src/shared/cross-origin-isolation';

const version = buildVersion();
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      // The server reads this to know which /assets/<version>/ prefix to serve immutable.
      name: 'quietline-build-info',
      apply: 'build',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'build-info.json',
          source: JSON.stringify({ version, builtAt: new Date().toISOString() }),
        });
      },
    },
    // The offline service worker (ADR 023): the app shell and every built asset precached, page
    // navigations answered by the shell, nothing else routed, so /api/* and /config.json always go
    // to the network. A new version waits until the member takes the "reload to update" toast.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,woff2,webmanifest,txt,json}'],
        // Chunks a page may never load: product analytics (only after consent) and request
        // tracing (only when configured) are fetched when used, never ahead of time.
        globIgnores: ['**/*.map', 'build-info.json', '**/posthog-module-*.js', '**/browser-tracing-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/config\.json$/],
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // .br and .gz beside each text file of the build (public/ included), which the server sends
    // by Accept-Encoding; files that would not shrink are left alone. Source maps are left out:
    // only developer tools fetch them.
    compression({
      include: /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: 'dist',
    assetsDir: `assets/${version}`,
    sourcemap: true,
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    // Cross-origin isolated like the server's pages (ADR 028): the canvas's input ring needs it.
    headers: CROSS_ORIGIN_ISOLATION_HEADERS,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/config.json': `http://127.0.0.1:${apiPort}`,
    },
  },
});
