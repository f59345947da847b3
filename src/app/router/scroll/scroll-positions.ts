/** Session storage key holding { [location.key]: scrollY } (spec §9: positions in session storage). */
export const SCROLL_STORAGE_KEY = 'quietline:scroll-positions';

/** Enough history for any realistic back stack, without growing session storage forever. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readAll(storage: Storage): Positions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** The saved vertical scroll position for a history entry, if any. */
export function readScrollPosition(storage: Storage, key: string): number | undefined {
  const value = readAll(storage)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Saves a history entry's position; the oldest entries go once there are more than MAX_ENTRIES. */
export function saveScrollPosition(storage: Storage, key: string, y: number): void {
  const positions = readAll(storage);
  delete positions[key]; // re-insert so the most recent entry is last
  positions[key] = Math.round(y);
  const keys = Object.keys(positions);
  for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[stale];
  try {
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // A full or disabled storage only costs scroll restoration.
  }
}
