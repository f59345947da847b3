import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A page whose code or data takes longer than this to show its heading keeps focus where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * After an in-app navigation, moves focus to the new page's h1 (or, for a link to one of its
 * sections, that section's heading), so keyboard and screen reader users start at what changed
 * rather than on a link that is gone. Pages load lazily, so it waits for the h1 to appear in
 * `main`. The first page shown (including redirects before it, such as to /login) keeps the
 * browser's own focus, and a page that focused one of its own fields keeps that.
 */
export function PageHeadingFocus() {
  const { pathname, hash } = useLocation();
  const shownOnce = useRef(false);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main || handled.current === pathname) return undefined;

    const settle = (): boolean => {
      const page = main.querySelector('h1');
      if (!page) return false;
      // A link to a section of the page (/explore#why-tracing) starts at that section's heading.
      const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      const heading =
        (section && main.contains(section) && section.querySelector<HTMLElement>('h2, h3')) || page;
      handled.current = pathname;
      if (!shownOnce.current) {
        shownOnce.current = true;
        return true;
      }
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The scroll restorer has placed the page: focusing must not move it.
      heading.focus({ preventScroll: true });
      return true;
    };

    if (settle()) return undefined;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
    // A new hash on the same page is handled already: moving between its sections keeps focus.
  }, [pathname, hash]);

  return null;
}
