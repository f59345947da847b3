import type { AppToasterStore } from './create-app-toaster';

type ToastOptions = Parameters<AppToasterStore['create']>[0];

let store: AppToasterStore | undefined;
let loading: Promise<AppToasterStore> | undefined;
const listeners = new Set<() => void>();

/** The toast store and its machine are a chunk of their own, fetched with the first toast (ADR 034). */
function loadStore(): Promise<AppToasterStore> {
  loading ??= import('./create-app-toaster').then(({ createAppToaster }) => {
    store = createAppToaster();
    for (const listener of listeners) listener();
    return store;
  });
  return loading;
}

/** Runs `call` on the store now, or once it has loaded (calls keep their order). */
function withStore(call: (loaded: AppToasterStore) => void): void {
  if (store) call(store);
  else void loadStore().then(call);
}

let created = 0;

function creator(kind: 'create' | 'success' | 'error') {
  return (options: ToastOptions): string => {
    created += 1;
    const id = options.id ?? `toast-${created}`;
    withStore((loaded) => loaded[kind]({ ...options, id }));
    return id;
  };
}

/**
 * The app-wide toasts: features call toaster.create / success / error (each returns the toast's
 * id) and toaster.remove.
 */
export const toaster = {
  create: creator('create'),
  success: creator('success'),
  error: creator('error'),
  remove(id?: string): void {
    withStore((loaded) => loaded.remove(id));
  },
};

/** The store once the first toast has loaded it, for AppToaster; undefined before. */
export function loadedToasterStore(): AppToasterStore | undefined {
  return store;
}

export function onToasterStoreLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
