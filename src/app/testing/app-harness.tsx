import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { toaster } from '../../components/toast/toaster';
import { makeTestToken } from '../../lib/auth/test-tokens';
import { cleanupRendered, renderForTest } from '../../lib/testing/render-for-test';
import { isI18nBootstrap, isLocaleMessages } from '../../lib/i18n/i18n-api';
import { LOCALE_COOKIE } from '../../lib/i18n/locale-cookie';
import { answerChecked, testRuntimeConfig } from '../../lib/testing/stub-fetch';
import type { MeResponse } from '../../shared/auth/auth-responses';
import { en } from '../../shared/i18n/en';
import { localeResources } from '../../shared/i18n/resources';
import { AppProviders } from '../providers/app-providers';
import { appRoutes } from '../router/app-routes';

/** Helpers for browser tests that drive the whole app through its routes. */

export const tokenFor = (role: string, sub = 'u1') =>
  makeTestToken({ sub, email: `${role}@example.com`, role, exp: Math.floor(Date.now() / 1000) + 900 });

/** What GET /api/auth/me answers for the member `signInAs('user')` signs in. */
export const memberMe: MeResponse = {
  id: 'u1',
  email: 'user@example.com',
  name: 'Ada',
  displayName: null,
  role: 'user',
  twoFactorEnabled: false,
  hasPassword: true,
  providers: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function signInAs(role: string) {
  localStorage.setItem('accessToken', tokenFor(role));
  localStorage.setItem('refreshToken', `r-${role}`);
}

/** English-only answers for /api/i18n/*, or undefined for other paths. */
export function i18nRoute(path: string): Response | undefined {
  if (path === '/api/i18n/bootstrap') {
    return answerChecked(isI18nBootstrap, {
      locale: 'en',
      available: [{ code: 'en', name: 'English', direction: 'ltr' }],
    });
  }
  if (path === '/api/i18n/locale/en')
    return answerChecked(isLocaleMessages, { locale: 'en', direction: 'ltr', messages: en });
  return undefined;
}

/** /api/i18n/* for every shipped locale, as the server answers it; undefined for other paths. */
export function allLocalesRoute(path: string): Response | undefined {
  if (path === '/api/i18n/bootstrap') {
    const available = Object.entries(localeResources).map(([code, { name, direction }]) => ({
      code,
      name,
      direction,
    }));
    return answerChecked(isI18nBootstrap, { locale: 'en', available });
  }
  const locale = /^\/api\/i18n\/locale\/(.+)$/.exec(path)?.[1];
  const resource = locale ? localeResources[locale] : undefined;
  if (!locale || !resource) return undefined;
  return answerChecked(isLocaleMessages, {
    locale,
    direction: resource.direction,
    messages: resource.messages,
  });
}

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export async function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const rendered = await renderForTest(
    <AppProviders config={testRuntimeConfig}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...rendered, router };
}

export async function landsOn(router: TestRouter, path: string, search = '') {
  await vi.waitFor(() => {
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.location.search).toBe(search);
    expect(router.state.navigation.state).toBe('idle');
  });
}

export async function headingText(container: HTMLElement) {
  await vi.waitFor(() => expect(container.querySelector('main h1')).not.toBeNull());
  return container.querySelector('main h1')?.textContent;
}

export function byLabel(root: ParentNode, label: string): HTMLInputElement {
  const element = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
  if (!input) throw new Error(`no field labelled ${label}`);
  return input as HTMLInputElement;
}

export function buttonNamed(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** Router, i18n and step-up settle asynchronously: poll with vi.waitFor instead of act. */
function setAsyncReactEnvironment(enabled: boolean) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = !enabled;
}

/**
 * Registers a test file's hooks: async React, and after each test no page, toast, fake timer,
 * mock, stored session or language choice left for the next one.
 */
export function setUpAppTests() {
  beforeAll(() => setAsyncReactEnvironment(true));
  afterAll(() => setAsyncReactEnvironment(false));
  afterEach(async () => {
    await cleanupRendered();
    toaster.remove(); // the store outlives a test; a toast left over would cover the next page
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  });
}
