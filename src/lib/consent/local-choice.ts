/** Local storage key of the last choice as one status (spec §3): the string 'true' or 'false'. */
export const LOCAL_CHOICE_KEY = 'cookieConsent';

/** The stored status, or null when there is none (or storage is unavailable). */
export function readLocalChoice(): boolean | null {
  try {
    const value = localStorage.getItem(LOCAL_CHOICE_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function writeLocalChoice(status: boolean | null): void {
  try {
    if (status === null) localStorage.removeItem(LOCAL_CHOICE_KEY);
    else localStorage.setItem(LOCAL_CHOICE_KEY, String(status));
  } catch {
    // Storage refused (private mode, quota): the cookie still holds the choice.
  }
}
