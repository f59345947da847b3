import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/setup/chromium-path';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/setup/e2e-global-setup.ts',
  // Scans every server's log of the run for secrets once the servers have stopped.
  globalTeardown: './tests/setup/e2e-global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
    // The offline service worker would answer page loads from its precache, which page.route and
    // a moved server do not see; only the offline spec lets it register (test.use).
    serviceWorkers: 'block',
  },
});
