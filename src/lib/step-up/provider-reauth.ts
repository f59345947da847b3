import type { OAuthProvider } from '../../shared/auth/auth-responses';

/**
 * Signing in again with Google or Apple to pass a step-up (ADR 013), for an account without a
 * password. The dialog opens the provider's sign-in in a popup, marked in the popup's own
 * sessionStorage; the provider sends the popup back to /login-<provider>-callback as for any
 * sign-in, and that page, seeing the mark, hands the one-time code to the dialog over a
 * BroadcastChannel instead of signing in with it. A channel rather than window.opener: our pages
 * are cross-origin isolated (ADR 028), so the popup is cut off from its opener the moment it
 * leaves for the provider. For the same reason the dialog cannot see the popup closing (a cut-off
 * popup reads as closed at once): it waits for the popup's answer, and the member may open the
 * popup again or cancel the dialog.
 */

const markKey = 'quietline.providerReauth';
const channelName = 'quietline-provider-reauth';

interface ReauthMessage {
  id: string;
  code: string | null;
}

function isReauthMessage(value: unknown): value is ReauthMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { id, code } = value as Record<string, unknown>;
  return typeof id === 'string' && (typeof code === 'string' || code === null);
}

export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError';
}

/**
 * Opens the provider's sign-in in a popup (call it from the click itself, or the browser blocks
 * it) and resolves with our one-time sign-in code, or null when the sign-in failed or `signal`
 * gave up waiting (another attempt, the dialog closed). Rejects with PopupBlockedError when no
 * popup could open.
 */
export function signInAgainInPopup(provider: OAuthProvider, signal: AbortSignal): Promise<string | null> {
  const popup = window.open('', 'quietline-provider-reauth', 'popup,width=520,height=680');
  if (!popup) return Promise.reject(new PopupBlockedError());
  const id = crypto.randomUUID();
  // The blank popup shares our origin, so its session storage is ours to mark before it leaves.
  popup.sessionStorage.setItem(markKey, id);
  popup.location.assign(`/api/auth/oauth/${provider}/start`);
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(channelName);
    const finish = (code: string | null) => {
      signal.removeEventListener('abort', giveUp);
      channel.close();
      resolve(code);
    };
    const giveUp = () => finish(null);
    signal.addEventListener('abort', giveUp);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isReauthMessage(event.data) && event.data.id === id) finish(event.data.code);
    };
  });
}

/** On the callback page: the step-up this window signs in for, or null for an ordinary sign-in. */
export function providerReauthInProgress(): string | null {
  try {
    return sessionStorage.getItem(markKey);
  } catch {
    return null;
  }
}

/**
 * On the callback page of a re-authentication: hands the code (null when the sign-in failed) to
 * the waiting dialog, clears the mark and closes the popup. Safe to call twice.
 */
export function reportProviderReauth(id: string, code: string | null): void {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ id, code } satisfies ReauthMessage);
  channel.close();
  sessionStorage.removeItem(markKey);
  window.close();
}
