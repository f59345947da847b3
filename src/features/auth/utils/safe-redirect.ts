/**
 * The place to go after signing in: the `redirect` search param when it is a same-origin path
 * starting with a single '/', otherwise '/'. Rejects protocol-relative ('//evil.test'),
 * backslash ('/\evil.test') and absolute URLs, which browsers would follow off-site.
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Control characters and whitespace can smuggle in a different target after normalisation.
  if (hasControlOrSpace(raw)) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || /\s/u.test(char)) return true;
  }
  return false;
}
