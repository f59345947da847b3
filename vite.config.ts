import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { buildVersion } from './scripts/build-version.mjs';

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
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/config.json': `http://127.0.0.1:${apiPort}`,
    },
  },
});
