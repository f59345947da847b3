import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { CodeEntry } from '../../../components/two-factor/code-entry';
import { isCompleteCode } from '../../../components/two-factor/code-format';
import { ApiError } from '../../../lib/api/api-error';
import { rateLimitedMessage } from '../../../lib/api/rate-limited-message';
import type { RegisterRequest } from '../../../shared/auth/auth-requests';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { useRegister, useVerifyRegistration } from '../api/register';

interface RegisterCodeStepProps {
  registration: RegisterRequest;
  registrationToken: string;
  onRegistered: (pair: TokenPair) => void;
  /** A new code was sent: the newest token replaces the old one. */
  onResent: (registrationToken: string) => void;
  onChangeDetails: () => void;
}

/**
 * Sign-up step two (ADR 013): the six-digit code from the email creates the account. The page
 * looks the same whether or not the address already had an account; its owner got a note
 * instead of a code. The sixth digit submits.
 */
export function RegisterCodeStep({
  registration,
  registrationToken,
  onRegistered,
  onResent,
  onChangeDetails,
}: RegisterCodeStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyRegistration();
  const resend = useRegister();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  // A code works once: the sixth digit and a click must not send it twice.
  const sending = useRef(false);
  const errorId = useId();

  const send = (complete: string) => {
    if (sending.current) return;
    sending.current = true;
    setMessage(null);
    verify.mutate(
      { registrationToken, code: complete },
      {
        onSuccess: onRegistered,
        onError: (failure) => {
          sending.current = false;
          setCode('');
          const failureCode = failure instanceof ApiError ? failure.code : undefined;
          const text =
            failureCode === 'invalid_registration_code'
              ? t('auth.register.checkEmail.invalidCode')
              : failureCode === 'registration_expired'
                ? t('auth.register.checkEmail.expired')
                : (rateLimitedMessage(t, failure) ?? t('auth.register.failed'));
          setMessage({ tone: 'error', text });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) return setMessage({ tone: 'error', text: t('twoFactor.codeIncomplete') });
    send(code);
  };

  const sendNewCode = () => {
    setMessage(null);
    resend.mutate(registration, {
      onSuccess: (pending) => {
        onResent(pending.registrationToken);
        setMessage({ tone: 'info', text: t('auth.register.checkEmail.resent') });
      },
      onError: (failure) =>
        setMessage({ tone: 'error', text: rateLimitedMessage(t, failure) ?? t('auth.register.failed') }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="register-code-step">
      <p className="leading-relaxed text-muted">
        {t('auth.register.checkEmail.intro', { email: registration.email.trim() })}
      </p>
      <CodeEntry
        label={t('twoFactor.codeLabel')}
        value={code}
        onChange={setCode}
        onComplete={send}
        invalid={message?.tone === 'error'}
        errorId={errorId}
        disabled={verify.isPending}
        autoFocus
      />
      {message && (
        <div id={errorId}>
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <button type="submit" className="button-primary" disabled={verify.isPending}>
        {verify.isPending ? t('auth.register.checkEmail.submitting') : t('auth.register.checkEmail.submit')}
      </button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className="link-accent" disabled={resend.isPending} onClick={sendNewCode}>
          {t('auth.register.checkEmail.resend')}
        </button>
        <button type="button" className="link-accent" onClick={onChangeDetails}>
          {t('auth.register.checkEmail.changeDetails')}
        </button>
      </div>
    </form>
  );
}
