export const LOCALE_COOKIE = 'preferred_locale';

/** A chosen locale is remembered for one year (spec §9). */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads one cookie's value from a document.cookie string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/** The Set-Cookie-style string that stores the preferred locale for one year. */
export function localeCookieString(locale: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

export function readLocaleCookie(): string | undefined {
  return readCookie(document.cookie, LOCALE_COOKIE);
}

export function writeLocaleCookie(locale: string): void {
  document.cookie = localeCookieString(locale);
}
