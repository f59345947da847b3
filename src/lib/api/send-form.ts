import type { FetchWithAuth } from './create-fetch-with-auth';

/**
 * An authenticated multipart/form-data call (a file with its fields) through fetchWithAuth. The
 * browser sets the Content-Type with its boundary; a FormData body can be sent again on retry.
 */
export function sendForm(
  fetcher: FetchWithAuth,
  method: string,
  path: string,
  form: FormData,
): Promise<Response> {
  return fetcher(path, { method, headers: { Accept: 'application/json' }, body: form });
}
