import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '../../shared/auth/auth-responses';
import { PopupBlockedError, signInAgainInPopup } from '../../lib/step-up/provider-reauth';

const labelKeys = {
  google: 'stepUp.continueWith.google',
  apple: 'stepUp.continueWith.apple',
} as const satisfies Record<OAuthProvider, string>;

export type ProviderReauthProblem = 'stepUp.providerNotFinished' | 'stepUp.popupBlocked';

interface ProviderReauthButtonsProps {
  providers: OAuthProvider[];
  disabled: boolean;
  /** Our one-time code from the provider sign-in that just finished. */
  onCode: (code: string) => void;
  onProblem: (problem: ProviderReauthProblem) => void;
}

/**
 * "Continue with Google / Apple": signs in again in a popup, for an account without a password.
 * While it waits the buttons stay on: the dialog cannot see the popup being closed (ADR 028), so
 * pressing one again is how a member who closed it starts over.
 */
export function ProviderReauthButtons({
  providers,
  disabled,
  onCode,
  onProblem,
}: ProviderReauthButtonsProps) {
  const { t } = useTranslation();
  const [waitingFor, setWaitingFor] = useState<OAuthProvider | null>(null);
  /** The attempt waiting for its popup; a new one, or closing the dialog, gives it up. */
  const attempt = useRef<AbortController | null>(null);
  useEffect(() => () => attempt.current?.abort(), []);

  const signInAgain = (provider: OAuthProvider) => {
    attempt.current?.abort();
    const current = new AbortController();
    attempt.current = current;
    setWaitingFor(provider);
    signInAgainInPopup(provider, current.signal).then(
      (code) => {
        if (current.signal.aborted) return;
        setWaitingFor(null);
        if (code) onCode(code);
        else onProblem('stepUp.providerNotFinished');
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        setWaitingFor(null);
        onProblem(error instanceof PopupBlockedError ? 'stepUp.popupBlocked' : 'stepUp.providerNotFinished');
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button-quiet"
          data-testid={`step-up-${provider}`}
          disabled={disabled}
          onClick={() => signInAgain(provider)}
        >
          {t(labelKeys[provider])}
        </button>
      ))}
      {waitingFor && (
        <p role="status" className="text-sm text-muted">
          {t('stepUp.providerWaiting')}
        </p>
      )}
    </div>
  );
}
