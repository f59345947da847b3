import { postJson } from '../../../lib/api/post-json';

/** POST /api/auth/logout {refreshToken}: ends the sign-in session on the server. Never throws. */
export async function logout(refreshToken: string): Promise<void> {
  try {
    await postJson('/api/auth/logout', { refreshToken });
  } catch {
    // Offline or server down: the local session is cleared anyway.
  }
}
