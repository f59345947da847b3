import { useState } from 'react';
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

/** "Continue with Google / Apple": signs in again in a popup, for an account without a password. */
export function ProviderReauthButtons({
  providers,
  disabled,
  onCode,
  onProblem,
}: ProviderReauthButtonsProps) {
  const { t } = useTranslation();
  const [waitingFor, setWaitingFor] = useState<OAuthProvider | null>(null);

  const signInAgain = (provider: OAuthProvider) => {
    setWaitingFor(provider);
    signInAgainInPopup(provider).then(
      (code) => {
        setWaitingFor(null);
        if (code) onCode(code);
        else onProblem('stepUp.providerNotFinished');
      },
      (error: unknown) => {
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
          disabled={disabled || waitingFor !== null}
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
