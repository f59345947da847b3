import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasApiErrorCode } from '../../lib/api/api-error';
import { rateLimitedMessage } from '../../lib/api/rate-limited-message';
import { escalationRequiredCode } from '../../shared/auth/escalation';
import { FormMessage } from '../form/form-message';
import { useConfirmTwoFactorSetup } from './api/confirm-two-factor-setup';
import { useStartTwoFactorSetup } from './api/start-two-factor-setup';
import { CodeEntry } from './code-entry';
import { isCompleteCode } from './code-format';
import { RecoveryCodes } from './recovery-codes';

interface TwoFactorSetupProps {
  /** Called after the user has seen the recovery codes. */
  onDone: () => void;
  /** Called as soon as the server has turned two-factor on, before the recovery codes show. */
  onEnabled?: () => void;
  /** When given, a 'Skip for now' button offers to leave (first sign-up). */
  onSkip?: () => void;
  /** Called when set-up begins, so a parent can keep this mounted until onDone. */
  onStart?: () => void;
  /**
   * The password the member chose a moment ago (first sign-up): it passes set-up's step-up, so
   * they are not asked for it again. Elsewhere the step-up dialog asks.
   */
  stepUpPassword?: string;
}

/**
 * Set-up mode: 'Enable two-factor' fetches a QR code and secret once the member has passed the
 * security step-up; the user scans it (or types the key), enters a code, and sees the ten
 * recovery codes once.
 */
export function TwoFactorSetup({ onDone, onEnabled, onSkip, onStart, stepUpPassword }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const start = useStartTwoFactorSetup(stepUpPassword);
  const confirm = useConfirmTwoFactorSetup();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [showSecret, setShowSecret] = useState(false);

  if (confirm.data) return <RecoveryCodes codes={confirm.data} onDone={onDone} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setCodeError(t('twoFactor.codeIncomplete'));
      return;
    }
    setCodeError(null);
    confirm.mutate(code, {
      onSuccess: () => onEnabled?.(),
      onError: (error) => {
        setCode('');
        setCodeError(
          hasApiErrorCode(error, 'invalid_two_factor_code')
            ? t('twoFactor.invalidCode')
            : (rateLimitedMessage(t, error) ?? t('twoFactor.verifyFailed')),
        );
      },
    });
  };

  const setup = start.data;
  return (
    <div className="flex flex-col gap-5" data-testid="two-factor-setup">
      {!setup && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="button-primary"
            disabled={start.isPending}
            onClick={() => {
              onStart?.();
              start.mutate();
            }}
          >
            {start.isPending ? t('twoFactor.setup.loading') : t('twoFactor.setup.start')}
          </button>
          {onSkip && (
            <button type="button" className="button-quiet" onClick={onSkip}>
              {t('twoFactor.setup.skip')}
            </button>
          )}
        </div>
      )}
      {/* A step-up the member cancelled is no failure worth a message. */}
      {start.isError && !hasApiErrorCode(start.error, escalationRequiredCode) && (
        <FormMessage tone="error">{t('twoFactor.setup.loadFailed')}</FormMessage>
      )}
      {setup && (
        <form onSubmit={submit} noValidate className="flex flex-col items-center gap-5 text-center">
          <h2 className="font-serif text-2xl tracking-tight text-fg">{t('twoFactor.setup.heading')}</h2>
          <p className="max-w-md leading-relaxed text-muted">{t('twoFactor.setup.scan')}</p>
          <img
            src={setup.qr}
            alt={t('twoFactor.setup.qrAlt')}
            width={192}
            height={192}
            className="rounded-2xl bg-white p-2"
            data-testid="two-factor-qr"
          />
          <button
            type="button"
            className="link-accent text-sm"
            aria-expanded={showSecret}
            onClick={() => setShowSecret((shown) => !shown)}
          >
            {showSecret ? t('twoFactor.setup.hideManual') : t('twoFactor.setup.enterManually')}
          </button>
          {showSecret && (
            <p className="flex flex-col gap-1 text-sm">
              <span className="text-muted">{t('twoFactor.setup.secretLabel')}</span>
              <code
                data-testid="two-factor-secret"
                dir="ltr"
                className="font-mono text-base break-all text-fg select-all"
              >
                {setup.secret}
              </code>
            </p>
          )}
          <CodeEntry
            label={t('twoFactor.codeLabel')}
            value={code}
            onChange={setCode}
            invalid={Boolean(codeError)}
            disabled={confirm.isPending}
          />
          {codeError && <FormMessage tone="error">{codeError}</FormMessage>}
          <div className="flex flex-wrap justify-center gap-3">
            {onSkip && (
              <button type="button" className="button-quiet" onClick={onSkip}>
                {t('twoFactor.setup.skip')}
              </button>
            )}
            <button type="submit" className="button-primary" disabled={confirm.isPending}>
              {confirm.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
