export type Theme = 'light' | 'dark';

/** The storage key and default the spec fixes (§4, §9). */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME: Theme = 'dark';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored theme, or the default when nothing valid is stored or storage is unavailable. */
export function readStoredTheme(storageKey = THEME_STORAGE_KEY, fallback: Theme = DEFAULT_THEME): Theme {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : fallback;
  } catch {
    return fallback; // storage can throw in private modes; the default is fine
  }
}

export function storeTheme(theme: Theme, storageKey = THEME_STORAGE_KEY): void {
  try {
    window.localStorage.setItem(storageKey, theme);
  } catch {
    // Not persisting is acceptable; the theme still applies for this visit.
  }
}

/** Applies the theme as a class and a data-mode attribute on <html>. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.dataset.mode = theme;
  root.style.colorScheme = theme;
}
