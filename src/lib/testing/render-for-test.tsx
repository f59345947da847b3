import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { en } from '../../shared/i18n/en';
import { createI18n } from '../i18n/create-i18n';

// Tells React that updates in tests are wrapped in act(), so it flushes them synchronously.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** act() when the file runs in act mode; plain calls when it opted out (async router tests). */
async function maybeAct(work: () => void | Promise<void>): Promise<void> {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) {
    await act(async () => {
      await work();
    });
  } else {
    await work();
  }
}

interface Mounted {
  container: HTMLElement;
  root: Root;
  rerender: (ui: ReactNode) => Promise<void>;
}

const mounted = new Set<Mounted>();

/** Mounts `ui` into a fresh container in the real document (browser tests only). */
export async function renderForTest(ui: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await maybeAct(() => root.render(ui));
  const handle: Mounted = {
    container,
    root,
    rerender: async (next) => maybeAct(() => root.render(next)),
  };
  mounted.add(handle);
  return handle;
}

/** Renders `ui` and returns the error its first render throws (undefined if none). */
export async function captureRenderError(ui: ReactNode): Promise<unknown> {
  const container = document.createElement('div');
  document.body.append(container);
  let caught: unknown;
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      caught = error;
    },
  });
  // React logs the expected error loudly; keep the test output calm.
  const consoleError = console.error;
  console.error = () => undefined;
  try {
    await act(async () => root.render(ui));
  } catch (error) {
    caught ??= error; // act() rethrows render errors
  } finally {
    console.error = consoleError;
  }
  await act(async () => root.unmount());
  container.remove();
  return caught;
}

/** Unmounts everything renderForTest mounted; call it in afterEach. */
export async function cleanupRendered(): Promise<void> {
  for (const handle of mounted) {
    await maybeAct(() => handle.root.unmount());
    handle.container.remove();
  }
  mounted.clear();
}

/** Built-in English translations for component tests, without any network. */
export function TestI18n({ children }: { children: ReactNode }) {
  const [instance] = useState(() => createI18n(en));
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
