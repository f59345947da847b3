/**
 * A JSON POST without a bearer token (sign-in, registration, refresh, password reset, OAuth
 * exchange), sent with credentials as the spec asks. Network failures reject as fetch does.
 */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
