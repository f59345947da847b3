/** Session storage key for the chunk-load error messages that already caused a reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'quietline:chunk-reload-errors';

interface ChunkReloadOptions {
  storage?: Storage;
  reload?: () => void;
}

/**
 * Wraps a dynamic import so that a failed chunk load (usually a deploy replaced the hashed
 * files) forces one full page reload per distinct error message. The same failure after that
 * reload rethrows to the route's error view instead of reloading forever.
 */
export function withChunkReload<T>(
  importer: () => Promise<T>,
  options: ChunkReloadOptions = {},
): () => Promise<T> {
  return async () => {
    try {
      return await importer();
    } catch (error) {
      const storage = options.storage ?? window.sessionStorage;
      const reload = options.reload ?? (() => window.location.reload());
      const message = error instanceof Error ? error.message : String(error);
      if (!rememberFirstFailure(storage, message)) throw error;
      reload();
      // The page is going away; never settle, so the error view does not flash before it does.
      return new Promise<T>(() => undefined);
    }
  };
}

/** Records the message; false when it was already recorded or storage is unusable. */
function rememberFirstFailure(storage: Storage, message: string): boolean {
  try {
    const raw = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const seen = Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
    if (seen.includes(message)) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify([...seen, message]));
    return true;
  } catch {
    return false; // without storage we could not stop a reload loop, so do not start one
  }
}
