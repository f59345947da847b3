import type { TokenPair } from '../../shared/auth/auth-responses';
import { RefreshRejectedError, requestTokenRefresh } from './request-token-refresh';
import { singleFlight } from './single-flight';
import {
  ACCESS_TOKEN_KEY,
  clearStoredTokens,
  readStoredTokens,
  REFRESH_TOKEN_KEY,
  writeStoredTokens,
  type StoredTokens,
} from './token-storage';

/**
 * The token pair in localStorage, as a store React can subscribe to and plain code (fetchWithAuth)
 * can call. Other tabs' changes arrive through the storage event, so tabs stay in step.
 */
export interface AuthSession {
  getSnapshot: () => StoredTokens;
  subscribe: (listener: () => void) => () => void;
  setTokens: (pair: TokenPair) => void;
  clear: () => void;
  /**
   * Exchanges the refresh token for a new pair and resolves with the new access token. One refresh
   * runs at a time; callers arriving meanwhile share it. Rejects with 'No refresh token', or with
   * 'Refresh failed' (and clears the tokens when the server refused them).
   */
  refresh: () => Promise<string>;
  /** The refresh in flight, if any, so a request can wait for fresh tokens instead of racing. */
  pendingRefresh: () => Promise<string> | null;
  /** Follows other tabs' sign-ins, refreshes and sign-outs; returns the unsubscribe. */
  watchOtherTabs: () => () => void;
}

interface AuthSessionOptions {
  storage?: Storage;
  requestRefresh?: (refreshToken: string) => Promise<TokenPair>;
}

export function createAuthSession({
  storage = localStorage,
  requestRefresh = requestTokenRefresh,
}: AuthSessionOptions = {}): AuthSession {
  let snapshot = readStoredTokens(storage);
  const listeners = new Set<() => void>();

  const publish = () => {
    const next = readStoredTokens(storage);
    if (next.accessToken === snapshot.accessToken && next.refreshToken === snapshot.refreshToken) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const clear = () => {
    clearStoredTokens(storage);
    publish();
  };

  const flight = singleFlight(async () => {
    const sent = readStoredTokens(storage).refreshToken;
    if (!sent) {
      clear(); // an access token alone is not a session
      throw new Error('No refresh token');
    }
    try {
      const pair = await requestRefresh(sent);
      writeStoredTokens(pair, storage);
      publish();
      return pair.accessToken;
    } catch (error) {
      const now = readStoredTokens(storage);
      // Another tab rotated the pair while we waited: its tokens are good, ours were superseded.
      if (now.refreshToken && now.refreshToken !== sent && now.accessToken) {
        publish();
        return now.accessToken;
      }
      // Only a refusal ends the session; an unreachable server (offline) leaves the tokens for a retry.
      if (error instanceof RefreshRejectedError) clear();
      throw new Error('Refresh failed', { cause: error });
    }
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) publish();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens(pair) {
      writeStoredTokens(pair, storage);
      publish();
    },
    clear,
    refresh: flight.run,
    pendingRefresh: flight.current,
    watchOtherTabs() {
      window.addEventListener('storage', onStorage);
      publish(); // catch up with anything that changed before we started listening
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
