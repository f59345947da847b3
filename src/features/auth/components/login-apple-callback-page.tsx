import { OAuthCallbackView } from './oauth-callback-view';

/** /login-apple-callback: exchanges ?code for a session (auth issue), then goes to /profile. */
export function LoginAppleCallbackPage() {
  return <OAuthCallbackView />;
}
