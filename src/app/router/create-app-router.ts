import { createBrowserRouter } from 'react-router';
import { appRoutes } from './app-routes';

/** The browser data router over every app route. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
