import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readScrollPosition, saveScrollPosition } from './scroll-positions';
import { throttle } from './throttle';

/** Scroll events fire every frame; saving at most every 100 ms is plenty (spec §9). */
export const SCROLL_SAVE_THROTTLE_MS = 100;

/**
 * Remembers each history entry's scroll position in session storage and restores it on back and
 * forward (and on reload); new navigations start at the top, or at the #hash target.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // The entry the window's scroll belongs to. Updated in the layout effect below, before any
  // scrollTo, so a scroll event caused by a navigation is never filed under the previous entry.
  const currentKey = useRef(location.key);

  useEffect(() => {
    const save = throttle(
      (key: string, y: number) => saveScrollPosition(window.sessionStorage, key, y),
      SCROLL_SAVE_THROTTLE_MS,
    );
    // Capture key and y at event time: a trailing save must describe the moment it was asked for.
    const onScroll = () => save(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      save.flush();
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === 'POP') {
      const y = readScrollPosition(window.sessionStorage, location.key);
      if (y !== undefined) {
        window.scrollTo(0, y);
        return;
      }
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
