/** Where the service worker lives; served from the site root so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The one registration point for the service worker. Production builds only: in development a
 * worker would cache Vite's modules and fight hot reloading.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // Registering after load keeps the worker's own install off the first render's critical path.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
