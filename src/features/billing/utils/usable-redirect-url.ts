/**
 * The URL the browser may be sent to, or null when there is none usable. Redirect targets come
 * from the server (a provider's checkout or portal page, our success page), yet a `javascript:`
 * or `data:` URL in one would run script here: only http(s) is followed.
 */
export function usableRedirectUrl(url: unknown, base = window.location.origin): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
}
