import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { AppToasterStore } from './create-app-toaster';
import { loadedToasterStore, onToasterStoreLoaded } from './toaster';

/** The toast region's code comes with the first toast (ADR 034). */
const ToastRegion = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));

interface AppToasterProps {
  /** Defaults to the app-wide store, once a first toast has loaded it; tests pass their own. */
  toaster?: AppToasterStore;
}

/** Shows queued toasts bottom-right (bottom-left in right-to-left locales). */
export function AppToaster({ toaster }: AppToasterProps) {
  const appStore = useSyncExternalStore(onToasterStoreLoaded, loadedToasterStore);
  const store = toaster ?? appStore;
  if (!store) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toaster={store} />
    </Suspense>
  );
}
