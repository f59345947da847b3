import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The session: tokens, the user from the token's claims, role checks and sign-in/out. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within AuthProvider');
  return value;
}
