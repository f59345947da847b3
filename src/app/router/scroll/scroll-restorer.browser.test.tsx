import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderForTest } from '../../../lib/testing/render-for-test';
import { SCROLL_STORAGE_KEY } from './scroll-positions';
import { ScrollRestorer } from './scroll-restorer';

function Layout() {
  return (
    <>
      <ScrollRestorer />
      <Outlet />
    </>
  );
}

const Tall = ({ name }: { name: string }) => <div style={{ height: '5000px' }}>{name}</div>;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  await cleanupRendered();
  sessionStorage.removeItem(SCROLL_STORAGE_KEY);
  window.scrollTo(0, 0);
});

describe('ScrollRestorer', () => {
  it('starts new pages at the top and restores the position on back', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/a', element: <Tall name="a" /> },
            { path: '/b', element: <Tall name="b" /> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    await renderForTest(<RouterProvider router={router} />);

    // Let the page render and its effects attach their scroll listener: the same effect pass
    // switches the browser's own scroll restoration off.
    await vi.waitFor(() => expect(document.body.textContent).toContain('a'));
    await vi.waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
    window.scrollTo(0, 700);
    // Saved (throttled) from the scroll event into session storage.
    await vi.waitFor(() => expect(sessionStorage.getItem(SCROLL_STORAGE_KEY)).toContain('700'));

    await router.navigate('/b');
    await vi.waitFor(() => expect(window.scrollY).toBe(0));

    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    await vi.waitFor(() => expect(window.scrollY).toBe(700));
  });
});
