import { createApiClient } from '../../../lib/api/api-client';

/** POST /api/auth/logout {refreshToken}: ends the sign-in session on the server. Never throws. */
export async function logout(refreshToken: string): Promise<void> {
  try {
    await createApiClient().auth.logout.$post({ json: { refreshToken } });
  } catch {
    // Offline or server down: the local session is cleared anyway.
  }
}
