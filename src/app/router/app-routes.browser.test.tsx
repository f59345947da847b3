import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeTestToken } from '../../lib/auth/test-tokens';
import { localeResources } from '../../shared/i18n/resources';
import { renderForTest } from '../../lib/testing/render-for-test';
import { AppProviders } from '../providers/app-providers';
import { setUpAppTests } from '../testing/app-harness';
import { appRoutes } from './app-routes';
import { routeModules, type RoutePath } from './route-modules';

const config = {
  OTEL_ENABLED: 'false',
  AUTH_REFRESH_THRESHOLD: '5m',
  AUTH_ACTIVITY_TIMEOUT: '15m',
  AUTH_CHECK_INTERVAL: '30s',
  VERSION: 'test',
} as const;

/** Serves /api/i18n/* from the shipped resources, like the real server. */
function fakeI18nServer(options: { bootstrapFails?: boolean } = {}) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/i18n/bootstrap') {
      if (options.bootstrapFails) return new Response('', { status: 500 });
      const available = Object.entries(localeResources).map(([code, r]) => ({
        code,
        name: r.name,
        direction: r.direction,
      }));
      return Response.json({ locale: 'en', available });
    }
    const match = /^\/api\/i18n\/locale\/(.+)$/.exec(url);
    const resource = match?.[1] ? localeResources[match[1]] : undefined;
    if (match?.[1] && resource) {
      return Response.json({ locale: match[1], direction: resource.direction, messages: resource.messages });
    }
    return Response.json({ error: 'not found' }, { status: 404 });
  });
}

async function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const rendered = await renderForTest(
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...rendered, router };
}

async function heading(container: HTMLElement): Promise<string> {
  await vi.waitFor(() => {
    if (!container.querySelector('main h1')) throw new Error('no heading yet');
  });
  return container.querySelector('main h1')?.textContent ?? '';
}

setUpAppTests();

describe('app routes', () => {
  it('renders the home page inside the layout, with a labelled theme toggle', async () => {
    fakeI18nServer();
    const { container } = await renderApp('/');
    expect(await heading(container)).toBe('Find your calm, one stroke at a time');
    const toggle = container.querySelector('[data-testid="theme-toggle"]');
    expect(toggle?.getAttribute('aria-label')).toMatch(/^Switch to (light|dark) theme$/);
    expect(container.querySelector('header nav')).not.toBeNull();
    expect(container.querySelector('footer a[href="/privacy"]')).not.toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('shows the 404 page for unknown paths: logs, titles and noindexes it', async () => {
    fakeI18nServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, router } = await renderApp('/no/such/place');
    expect(await heading(container)).toBe('Page not found');
    expect(container.querySelector('[data-testid="not-found-heading"]')).not.toBeNull();
    // The title, robots meta and log come from effects, which run after the heading is painted.
    await vi.waitFor(() => {
      expect(document.title).toBe('Page not found · Quietline');
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      );
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/place'));
    });
    expect(container.querySelector('main a[href="/"]')).not.toBeNull();
    expect(container.querySelector('main a[href="/meditate"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="not-found-canvas"]')).not.toBeNull();
    await router.navigate('/');
    await vi.waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });

  it('renders a titled page for every route', async () => {
    fakeI18nServer();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An admin may see every route; pages that send the visitor on by design land elsewhere.
    localStorage.setItem(
      'accessToken',
      makeTestToken({ sub: 'a1', role: 'admin', exp: Date.now() / 1000 + 900 }),
    );
    localStorage.setItem('refreshToken', 'r1');
    const landsOn: Partial<Record<RoutePath, string>> = {
      '/login': '/',
      '/register': '/',
      '/login-google-callback': '/', // no code: /login, which sends a signed-in visitor home
      '/login-apple-callback': '/',
    };
    const { container, router } = await renderApp('/');
    await heading(container);
    // /logout ends the session, so it goes last.
    const paths = (Object.keys(routeModules) as RoutePath[]).filter((path) => path !== '/logout');
    for (const path of [...paths, '/logout' as const]) {
      const target = path === '*' ? '/definitely-missing' : path;
      await router.navigate(target);
      await vi.waitFor(() => {
        expect(router.state.location.pathname).toBe(landsOn[path] ?? target);
        expect(router.state.navigation.state).toBe('idle');
      });
      expect(await heading(container), `heading for ${path}`).not.toBe('');
    }
  });

  it("moves focus to the new page's heading after an in-app navigation, not on the first load", async () => {
    fakeI18nServer();
    const { container, router } = await renderApp('/');
    expect(await heading(container)).toBe('Find your calm, one stroke at a time');
    const first = container.querySelector('main h1');
    expect(document.activeElement).not.toBe(first);

    const explore = container.querySelector<HTMLAnchorElement>('header a[href="/explore"]')!;
    explore.focus();
    explore.click();
    // The page loads lazily: focus follows once its heading is there.
    await vi.waitFor(() => {
      const title = container.querySelector('main h1');
      expect(title?.textContent).toBe('Explore');
      expect(document.activeElement).toBe(title);
    });

    await router.navigate(-1);
    await vi.waitFor(() => {
      const title = container.querySelector('main h1');
      expect(title?.textContent).toBe('Find your calm, one stroke at a time');
      expect(document.activeElement).toBe(title);
    });
  });

  it('switches to Arabic, right to left, from the preferred_locale cookie', async () => {
    fakeI18nServer();
    document.cookie = 'preferred_locale=ar; Path=/';
    const { container } = await renderApp('/');
    expect(await heading(container)).toBe('اعثر على سكينتك، خطًّا بعد خط');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('falls back to built-in English when the i18n bootstrap fails', async () => {
    fakeI18nServer({ bootstrapFails: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.cookie = 'preferred_locale=ar; Path=/';
    const { container } = await renderApp('/');
    expect(await heading(container)).toBe('Find your calm, one stroke at a time');
    expect(document.documentElement.dir).toBe('ltr');
    expect(container.querySelector('[data-testid="locale-picker"]')).toBeNull();
  });
});
