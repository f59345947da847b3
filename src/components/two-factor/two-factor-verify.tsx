import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenPair } from '../../shared/auth/auth-responses';
import { ApiError } from '../../lib/api/api-error';
import { rateLimitedMessage } from '../../lib/api/rate-limited-message';
import { FormMessage } from '../form/form-message';
import { TextField } from '../form/text-field';
import { useVerifyTwoFactorSignIn } from './api/verify-two-factor-sign-in';
import { CodeEntry } from './code-entry';
import { isCompleteCode } from './code-format';

interface TwoFactorVerifyProps {
  /** The challenge POST /api/auth/login answered with. */
  challengeToken: string;
  /** Receives the token pair once the code (or a recovery code) is accepted. */
  onTokens: (pair: TokenPair) => void;
  /** Back to the email and password form (e.g. after the challenge expired). */
  onRestart: () => void;
}

type Method = 'code' | 'recovery';

/**
 * Verify mode: the six-digit code from the authenticator app, or — through 'Use a recovery code' —
 * a text field for one of the recovery codes, since the code entry takes six digits only.
 */
export function TwoFactorVerify({ challengeToken, onTokens, onRestart }: TwoFactorVerifyProps) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactorSignIn();
  const [method, setMethod] = useState<Method>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  // A code is single use: auto-submit and a click on Verify must not send it twice.
  const sending = useRef(false);
  const errorId = useId();
  const recoveryField = useRef<HTMLDivElement>(null);
  const restart = useRef<HTMLButtonElement>(null);

  // The fields are disabled while a code is checked, which drops focus to the page. After a
  // refusal it goes where the member acts next, the error describing it: CodeEntry refocuses its
  // own slots; the recovery field, or the way back once the challenge expired, are focused here.
  useEffect(() => {
    if (!error || verify.isPending) return;
    if (expired) restart.current?.focus();
    else if (method === 'recovery') recoveryField.current?.querySelector('input')?.focus();
  }, [error, verify.isPending, expired, method]);

  const send = (body: { code: string } | { recoveryCode: string }) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    verify.mutate(
      { challengeToken, ...body },
      {
        onSuccess: onTokens,
        onError: (failure) => {
          sending.current = false;
          setCode('');
          const failureCode = failure instanceof ApiError ? failure.code : undefined;
          if (failureCode === 'challenge_expired') setExpired(true);
          setError(
            failureCode === 'challenge_expired'
              ? t('auth.twoFactorStep.challengeExpired')
              : failureCode === 'invalid_two_factor_code'
                ? t('twoFactor.invalidCode')
                : failureCode === 'invalid_recovery_code'
                  ? t('auth.twoFactorStep.invalidRecoveryCode')
                  : (rateLimitedMessage(t, failure) ?? t('twoFactor.verifyFailed')),
          );
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'code') {
      if (!isCompleteCode(code)) return setError(t('twoFactor.codeIncomplete'));
      send({ code });
    } else {
      if (!recoveryCode.trim()) return setError(t('auth.twoFactorStep.recoveryCodeRequired'));
      send({ recoveryCode: recoveryCode.trim() });
    }
  };

  const switchMethod = () => {
    setMethod((current) => (current === 'code' ? 'recovery' : 'code'));
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="two-factor-verify">
      <div className="flex flex-col gap-1.5 text-center">
        <h2 className="font-serif text-2xl tracking-tight text-fg">{t('auth.twoFactorStep.heading')}</h2>
        <p className="leading-relaxed text-muted">
          {method === 'code' ? t('auth.twoFactorStep.intro') : t('auth.twoFactorStep.recoveryIntro')}
        </p>
      </div>
      {method === 'code' ? (
        <CodeEntry
          label={t('twoFactor.codeLabel')}
          value={code}
          onChange={setCode}
          onComplete={(complete) => {
            if (!expired) send({ code: complete });
          }}
          invalid={Boolean(error)}
          errorId={errorId}
          disabled={verify.isPending || expired}
          autoFocus
        />
      ) : (
        <div ref={recoveryField}>
          <TextField
            label={t('auth.twoFactorStep.recoveryCode')}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={verify.isPending || expired}
            autoFocus
          />
        </div>
      )}
      {error && (
        <div id={errorId}>
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      )}
      {expired ? (
        <button ref={restart} type="button" className="button-primary" onClick={onRestart}>
          {t('auth.twoFactorStep.backToSignIn')}
        </button>
      ) : (
        <>
          <button type="submit" className="button-primary" disabled={verify.isPending}>
            {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
          </button>
          <div className="flex flex-wrap justify-between gap-3 text-sm">
            <button type="button" className="link-accent" onClick={switchMethod}>
              {method === 'code'
                ? t('auth.twoFactorStep.useRecoveryCode')
                : t('auth.twoFactorStep.useAuthenticatorCode')}
            </button>
            <button type="button" className="link-quiet" onClick={onRestart}>
              {t('auth.twoFactorStep.backToSignIn')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
