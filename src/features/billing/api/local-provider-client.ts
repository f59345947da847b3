import { createMountedClient } from '../../../lib/api/api-client';
import type { createLocalProviderRoutes } from '../../../server/routes/billing/local-provider.routes';

/**
 * /api/billing/local: the local test-mode provider's hosted checkout and portal. The server mounts
 * it only while that provider is in use, outside the routes AppType carries, so it is typed from
 * its own router. Public: the session id in the path is the capability.
 */
export const localProviderApi = () =>
  createMountedClient<ReturnType<typeof createLocalProviderRoutes>>('/api/billing/local');
