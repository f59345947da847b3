import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from '../lib/runtime-config/runtime-config-schema';
import { AppProviders } from './providers/app-providers';
import type { createAppRouter } from './router/create-app-router';

interface AppProps {
  config: RuntimeConfig;
  router: ReturnType<typeof createAppRouter>;
}

/** The whole client: providers around the router. */
export function App({ config, router }: AppProps) {
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
