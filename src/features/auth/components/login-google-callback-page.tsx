import { OAuthCallbackView } from './oauth-callback-view';

/** /login-google-callback: exchanges ?code for a session (auth issue), then goes to /profile. */
export function LoginGoogleCallbackPage() {
  return <OAuthCallbackView />;
}
