import { useContext, useEffect, useRef, type FocusEvent, type MouseEvent } from 'react';
import { useResolvedPath, type To } from 'react-router';
import { RoutePreloadContext } from './route-preload-context';

/** Hover or focus this long before a route's code is fetched, so passing pointers cost nothing. */
export const PRELOAD_DELAY_MS = 50;

interface IntentHandlers {
  onMouseEnter?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  onMouseLeave?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  onFocus?: ((event: FocusEvent<HTMLAnchorElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLAnchorElement>) => void) | undefined;
}

/** Link handlers that preload the target route after PRELOAD_DELAY_MS of hover or focus. */
export function usePreloadIntent(to: To, own: IntentHandlers): Required<IntentHandlers> {
  const preload = useContext(RoutePreloadContext);
  const { pathname } = useResolvedPath(to);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => preload(pathname), PRELOAD_DELAY_MS);
  };
  const cancel = () => window.clearTimeout(timer.current);

  return {
    onMouseEnter(event) {
      own.onMouseEnter?.(event);
      schedule();
    },
    onMouseLeave(event) {
      own.onMouseLeave?.(event);
      cancel();
    },
    onFocus(event) {
      own.onFocus?.(event);
      schedule();
    },
    onBlur(event) {
      own.onBlur?.(event);
      cancel();
    },
  };
}
