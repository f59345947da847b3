import { Outlet } from 'react-router';

/**
 * The layout of a payment provider's hosted page (the local test-mode one): only the main
 * landmark, none of the app's navigation, as a checkout on the provider's own site would be.
 */
export function HostedLayout() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <Outlet />
    </main>
  );
}
