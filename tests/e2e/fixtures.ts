import { test as base } from '@playwright/test';

/** Every e2e test talks to the server that the global setup started. */
export const test = base.extend({
  // Playwright fixtures must destructure their dependencies, even when there are none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through playwright.config.ts');
    await use(url);
  },
});

export { expect } from '@playwright/test';
