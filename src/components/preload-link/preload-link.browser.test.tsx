import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { cleanupRendered, renderForTest } from '../../lib/testing/render-for-test';
import { PreloadLink } from './preload-link';
import { RoutePreloadContext } from './route-preload-context';
import { PRELOAD_DELAY_MS } from './use-preload-intent';

// The link's own delay runs on fake timers: each test moves the clock instead of sleeping.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await cleanupRendered();
});

async function renderLink(preload: (pathname: string) => void) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RoutePreloadContext value={preload}>
          <PreloadLink to="/explore">Explore</PreloadLink>
        </RoutePreloadContext>
      ),
    },
  ]);
  const { container } = await renderForTest(<RouterProvider router={router} />);
  const link = container.querySelector('a');
  if (!link) throw new Error('no link');
  return link;
}

/**
 * For the focus tests: the test page's real mouse pointer stays wherever an earlier test file left
 * it, and Chromium sends mouseenter when a link is rendered under it, which would preload too.
 */
async function renderLinkAwayFromPointer(preload: (pathname: string) => void) {
  const link = await renderLink(preload);
  link.style.pointerEvents = 'none';
  return link;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PreloadLink', () => {
  it('preloads on keyboard focus too', async () => {
    const preload = vi.fn();
    const link = await renderLinkAwayFromPointer(preload);
    await act(async () => {
      link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await advance(PRELOAD_DELAY_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    await advance(1);
    expect(preload).toHaveBeenCalledWith('/explore');
  });

  it('does nothing when focus passes through in under 50 ms', async () => {
    const preload = vi.fn();
    const link = await renderLinkAwayFromPointer(preload);
    // Focus in and out as events: the test window may not hold the system focus, and then
    // Chromium delivers focus() and blur() late or not at all.
    await act(async () => {
      link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      link.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    await advance(PRELOAD_DELAY_MS * 2);
    expect(preload).not.toHaveBeenCalled();
  });

  it('preloads the target route after 50 ms of hover', async () => {
    const preload = vi.fn();
    const link = await renderLink(preload);
    await userEvent.hover(link);
    await advance(PRELOAD_DELAY_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    await advance(1);
    expect(preload).toHaveBeenCalledWith('/explore');
    await userEvent.unhover(link);
  });
});
