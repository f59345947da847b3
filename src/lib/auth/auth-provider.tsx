import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  canManageContent,
  canManageUsers,
  canViewReports,
  hasRequiredRole,
} from '../../shared/auth/role-checks';
import type { Role } from '../../shared/auth/roles';
import { useEnv } from '../runtime-config/use-env';
import { createActivityTracker, type ActivityTracker } from './activity-tracker';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth-context';
import { createAuthSession } from './auth-session';
import { authTimingFrom } from './auth-timing';
import { needsStartupRefresh } from './refresh-timing';
import { tryReadTokenClaims } from './token-claims';
import { useRefreshSchedule } from './use-refresh-schedule';

interface AuthProviderProps {
  children: ReactNode;
}

/**
 * The session of spec §4: tokens in localStorage, claims read from the access token, a refresh at
 * startup when the token has under 30 s left (or no expiry), then refreshes near expiry while the
 * user is active. Needs RuntimeConfigProvider above it for the timing settings.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const config = useEnv();
  const timing = useMemo(() => authTimingFrom(config), [config]);
  const [session] = useState(createAuthSession);
  const tokens = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [isInitializing, setInitializing] = useState(() => startupRefreshNeeded(session.getSnapshot()));
  const activity = useRef<ActivityTracker | null>(null);

  useEffect(() => session.watchOtherTabs(), [session]);

  useEffect(() => {
    const tracker = createActivityTracker();
    activity.current = tracker;
    return () => {
      tracker.dispose();
      activity.current = null;
    };
  }, []);

  useEffect(() => {
    const stored = session.getSnapshot();
    if (Boolean(stored.accessToken) !== Boolean(stored.refreshToken)) session.clear(); // half a pair is no session
    if (!startupRefreshNeeded(stored)) return;
    let live = true;
    // StrictMode runs this twice; the session's single flight makes it one request.
    session
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        if (live) setInitializing(false);
      });
    return () => {
      live = false;
    };
  }, [session]);

  useRefreshSchedule(session, tokens, timing, activity, isInitializing);

  const value = useMemo<AuthContextValue>(() => {
    const isLoggedIn = Boolean(tokens.accessToken && tokens.refreshToken);
    const user = isLoggedIn ? userFrom(tokens.accessToken) : null;
    const role = user?.role ?? null;
    return {
      session,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      isLoggedIn,
      isInitializing: isInitializing && isLoggedIn,
      user,
      hasRole: (required: Role | readonly Role[]) => hasRequiredRole(role, required),
      canManageUsers: canManageUsers(role),
      canManageContent: canManageContent(role),
      canViewReports: canViewReports(role),
      setTokens: session.setTokens,
      clearTokens: session.clear,
      refresh: session.refresh,
    };
  }, [session, tokens, isInitializing]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

function startupRefreshNeeded(tokens: { accessToken: string | null; refreshToken: string | null }): boolean {
  if (!tokens.accessToken || !tokens.refreshToken) return false;
  return needsStartupRefresh(tryReadTokenClaims(tokens.accessToken)?.exp, Date.now());
}

function userFrom(accessToken: string | null): AuthUser | null {
  const claims = tryReadTokenClaims(accessToken);
  if (!claims) return null;
  return { id: claims.userId ?? '', email: claims.email ?? '', role: claims.role };
}
