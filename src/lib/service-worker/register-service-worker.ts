/** Where the service worker lives; served from the site root so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Takes a waiting new version: it takes control, then the page reloads into it. */
export type ApplyUpdate = () => void;

/**
 * The one registration point of the offline service worker (ADR 023). Production builds only:
 * in development a worker would cache Vite's modules and fight hot reloading. When a new version
 * has installed and waits, `onUpdateReady` gets the function that switches to it; until the
 * member takes it, the open tabs keep the version they loaded.
 */
export function registerServiceWorker(onUpdateReady: (apply: ApplyUpdate) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    // workbox-window is fetched only now, off the first load (ADR 034).
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_URL);
    workbox.addEventListener('waiting', () => {
      onUpdateReady(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    await workbox.register();
  };
  const registerLogged = () => {
    register().catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // Registering after load keeps the worker's own install off the first render's critical path.
  if (document.readyState === 'complete') registerLogged();
  else window.addEventListener('load', registerLogged, { once: true });
}
