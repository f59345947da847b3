import { isRouteErrorResponse } from 'react-router';

/** A readable message for whatever a route threw. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
