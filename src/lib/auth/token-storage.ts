import type { TokenPair } from '../../shared/auth/auth-responses';

/** The localStorage keys of spec §3. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** Reads both tokens; storage that throws (privacy modes) reads as signed out. */
export function readStoredTokens(storage: Storage = localStorage): StoredTokens {
  try {
    return {
      accessToken: storage.getItem(ACCESS_TOKEN_KEY) || null,
      refreshToken: storage.getItem(REFRESH_TOKEN_KEY) || null,
    };
  } catch {
    return { accessToken: null, refreshToken: null };
  }
}

export function writeStoredTokens(pair: TokenPair, storage: Storage = localStorage): void {
  storage.setItem(ACCESS_TOKEN_KEY, pair.accessToken);
  storage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
}

export function clearStoredTokens(storage: Storage = localStorage): void {
  try {
    storage.removeItem(ACCESS_TOKEN_KEY);
    storage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}
