import { createContext } from 'react';

/**
 * How a link asks the router to fetch a route's code ahead of a click. The app provides the
 * implementation (it owns the path → module map); without a provider, preloading is a no-op.
 */
export const RoutePreloadContext = createContext<(pathname: string) => void>(() => undefined);
