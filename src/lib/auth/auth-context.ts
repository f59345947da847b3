import { createContext } from 'react';
import type { TokenPair } from '../../shared/auth/auth-responses';
import type { Role } from '../../shared/auth/roles';
import type { AuthSession } from './auth-session';

/** The signed-in user as the access token describes them (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role | null;
}

export interface AuthContextValue {
  /** The store behind this context, for plain code such as fetchWithAuth. */
  session: AuthSession;
  accessToken: string | null;
  refreshToken: string | null;
  /** Both tokens are in local storage (spec §4). */
  isLoggedIn: boolean;
  /** True while the startup refresh runs; guards wait rather than judge a stale token. */
  isInitializing: boolean;
  user: AuthUser | null;
  /** True when the user's rank reaches the role, or any role of a list (spec §6). */
  hasRole: (required: Role | readonly Role[]) => boolean;
  canManageUsers: boolean;
  canManageContent: boolean;
  canViewReports: boolean;
  /** Stores a new pair after sign-in, registration or an OAuth exchange. */
  setTokens: (pair: TokenPair) => void;
  clearTokens: () => void;
  refresh: () => Promise<string>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
