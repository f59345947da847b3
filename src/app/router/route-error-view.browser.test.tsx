import { act } from 'react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderForTest, TestI18n } from '../../lib/testing/render-for-test';
import { RouteErrorView } from './route-error-view';

afterEach(async () => {
  await cleanupRendered();
  vi.restoreAllMocks();
});

async function renderFailingRoute(loader: () => never) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: <p>never</p>,
      errorElement: <RouteErrorView />,
      HydrateFallback: () => null,
    },
  ]);
  const { container } = await renderForTest(
    <TestI18n>
      <RouterProvider router={router} />
    </TestI18n>,
  );
  await vi.waitFor(() => {
    if (!container.querySelector('h1')) throw new Error('not yet');
  });
  return container;
}

describe('RouteErrorView', () => {
  it("shows 'Something went wrong!' and toggles the error message", async () => {
    const container = await renderFailingRoute(() => {
      throw new Error('The ink ran dry');
    });
    expect(container.querySelector('h1')?.textContent).toBe('Something went wrong!');
    const toggle = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Show Error');
    if (!toggle) throw new Error('no Show Error button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.textContent).not.toContain('The ink ran dry');

    await act(async () => toggle.click());
    expect(toggle.textContent).toBe('Hide Error');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('pre')?.textContent).toBe('The ink ran dry');

    await act(async () => toggle.click());
    expect(toggle.textContent).toBe('Show Error');
    expect(container.querySelector('pre')).toBeNull();
  });

  it("shows the router's 'Not Found' view for a thrown 404", async () => {
    const container = await renderFailingRoute(() => {
      throw data('missing', { status: 404, statusText: 'Not Found' });
    });
    expect(container.querySelector('h1')?.textContent).toBe('Not Found');
  });
});
