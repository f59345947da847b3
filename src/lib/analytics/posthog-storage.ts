/**
 * Whether a storage key or cookie is PostHog's: `ph_<token>_posthog` (cookie and localStorage),
 * `ph_<token>_window_id` and friends (sessionStorage), and its opt-in flag `__ph_opt_in_out_<token>`.
 */
export function isPosthogKey(key: string): boolean {
  return key.startsWith('ph_') || key.startsWith('__ph_');
}

/** The names of the cookies in a document.cookie string. */
export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

const ipAddress = /^[\d.]+$|:/;

/**
 * The strings that delete cookie `name` wherever PostHog may have put it: this host without a
 * Domain, and each parent domain (its cookies span subdomains), the bare top-level domain aside.
 */
export function cookieDeletions(name: string, hostname: string): string[] {
  const deleted = `${name}=; Max-Age=0; Path=/`;
  const labels = hostname.split('.');
  if (ipAddress.test(hostname) || labels.length < 2) return [deleted];
  const domains = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  return [deleted, ...domains.map((domain) => `${deleted}; Domain=${domain}`)];
}

/** Removes every PostHog cookie and storage key of this page (Analytics consent withdrawn). */
export function clearPosthogStorage(): void {
  for (const name of cookieNames(document.cookie).filter(isPosthogKey)) {
    for (const deletion of cookieDeletions(name, window.location.hostname)) document.cookie = deletion;
  }
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      for (const key of Object.keys(storage).filter(isPosthogKey)) storage.removeItem(key);
    } catch {
      // Storage refused (private mode): PostHog could not have written there either.
    }
  }
}
