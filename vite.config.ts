import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { buildVersion } from './scripts/build-version.mjs';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from './src/shared/cross-origin-isolation';

const version = buildVersion();
const apiPort = process.env.API_PORT ?? '3001';

/** The entry chunk and the chunks it imports statically: loaded before any lazy chunk can be. */
const initialChunks = new Set<string>();

/** Collects `initialChunks` before Vite writes the preload lists of the lazy imports (ADR 034). */
const initialChunkList: Plugin = {
  name: 'quietline-initial-chunks',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      initialChunks.clear();
      const pending = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.isEntry ? [output.fileName] : [],
      );
      for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
        const output = bundle[file];
        if (initialChunks.has(file) || output?.type !== 'chunk') continue;
        initialChunks.add(file);
        pending.push(...output.imports);
      }
    },
  },
};

/**
 * Preloads the Latin heading face (src/styles.css), which every page's first paint draws its title
 * and the brand mark with. `crossorigin` because fonts are fetched in CORS mode: without it the
 * preload would not be reused, and under COEP (ADR 028) a same-origin CORS fetch needs nothing more.
 */
const preloadHeadingFont: Plugin = {
  name: 'quietline-preload-heading-font',
  apply: 'build',
  transformIndexHtml(_html, context) {
    const font = Object.keys(context.bundle ?? {}).find((file) =>
      /\/quietline-serif-latin-[\w-]+\.woff2$/.test(file),
    );
    if (!font) throw new Error('The build emitted no quietline-serif-latin font to preload');
    return [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head',
      },
    ];
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    initialChunkList,
    preloadHeadingFont,
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
    // they are never served.
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
    // Maps for profiling and debugging a build locally, never referenced from the scripts: the
    // server does not serve them (static.routes.ts, build internals).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunk holds which module, for the bench's bundle suite.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically in two chunks instead of a dozen small files: fewer
        // requests and compression windows; the libraries apart, so a deploy that changes only
        // our code leaves them cached (ADR 034).
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'app-shell', tags: ['$initial'] },
          ],
        },
      },
    },
    modulePreload: {
      // A lazy chunk's preload list leaves out what the first load has already fetched: shorter
      // lists in the entry chunk, the same parallel fetches (ADR 034).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !initialChunks.has(dep)),
    },
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
