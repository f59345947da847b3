/**
 * Reads a JWT's payload without verifying it: the client only needs the claims to decide when to
 * refresh and what to show; the server verifies every token it receives.
 * Throws 'Invalid token' for an empty token, 'Invalid JWT format' when it is not three
 * dot-separated parts, and 'Invalid token' when the payload is not a JSON object.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  if (!token || !token.trim()) throw new Error('Invalid token');
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('Invalid JWT format');
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1] ?? ''));
  } catch {
    throw new Error('Invalid token');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('Invalid token');
  }
  return payload as Record<string, unknown>;
}

/** base64url (no padding) → UTF-8 text; atob alone would garble non-ASCII names and emails. */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
