import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from './src/shared/cross-origin-isolation';
import { chromiumArgs, findChromium } from './tests/setup/chromium-path';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'workers/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/setup/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          globalSetup: ['tests/setup/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Operations: real server processes killed, backed up and restored, scaled out behind a
          // proxy (issue 16). One file at a time: each starts its own processes and databases.
          name: 'ops',
          environment: 'node',
          include: ['tests/ops/**/*.test.ts'],
          fileParallelism: false,
          globalSetup: ['tests/setup/postgres-global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        // Served cross-origin isolated like the app (ADR 028), so the canvas tests use the input ring.
        server: { headers: CROSS_ORIGIN_ISOLATION_HEADERS },
        // Pre-bundle up front: discovering a dependency mid-run re-bundles and can load two Reacts.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react-router',
            'react-router/dom',
            '@ark-ui/react/toast',
            '@ark-ui/react/locale',
            '@ark-ui/react/dialog',
            '@ark-ui/react/pin-input',
            '@ark-ui/react/portal',
            '@ark-ui/react/segment-group',
            '@ark-ui/react/switch',
            '@openfeature/web-sdk',
            '@opentelemetry/api',
            '@opentelemetry/exporter-trace-otlp-http',
            '@opentelemetry/instrumentation',
            '@opentelemetry/instrumentation-document-load',
            '@opentelemetry/instrumentation-fetch',
            '@opentelemetry/instrumentation-xml-http-request',
            '@opentelemetry/resources',
            '@opentelemetry/sdk-trace-base',
            '@opentelemetry/sdk-trace-web',
            '@opentelemetry/semantic-conventions',
            '@tanstack/react-query',
            '@tanstack/react-table',
            'i18next',
            'jotai',
            'jotai/utils',
            'posthog-js',
            'react-i18next',
            'zod',
            'comlink',
            'rbush',
            'saxes',
            '@use-gesture/react',
            '@dnd-kit/core',
            '@dnd-kit/sortable',
            '@dnd-kit/utilities',
          ],
        },
        test: {
          name: 'browser',
          // Files share one origin (localStorage, IndexedDB) and one window's focus: running them
          // side by side let one file's sign-in or focus leak into another's.
          fileParallelism: false,
          setupFiles: ['tests/setup/browser-clean-origin.ts'],
          include: ['src/**/*.browser.test.{ts,tsx}', 'workers/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
