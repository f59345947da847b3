import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../lib/runtime-config/load-runtime-config';
import { App } from './app';
import { createAppRouter } from './router/create-app-router';
import { startRequestHooks } from './start-request-hooks';

/**
 * Loads /config.json, then renders the app into `container`. Until the config arrives nothing is
 * rendered; if it cannot be loaded the failure is logged and the page stays blank (spec §4, §8).
 */
export async function boot(container: HTMLElement, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  let config;
  try {
    config = await loadRuntimeConfig(fetchImpl);
  } catch (error) {
    console.error('Failed to fetch /config.json', error instanceof Error ? error.message : String(error));
    return false;
  }
  // Trackers are blocked, and requests traced when enabled, before any page code runs (spec §4).
  await startRequestHooks(config);
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <App config={config} router={router} />
    </StrictMode>,
  );
  return true;
}
