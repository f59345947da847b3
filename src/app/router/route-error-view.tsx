import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorDetails } from './error-details';
import { NotFoundView } from './not-found-view';

/** The routes' errorElement: 'Not Found' for thrown 404 responses, otherwise the error view. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorDetails error={error} />;
}
