import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../form/form-message';
import type { EscalationMode } from '../../shared/auth/escalation';
import { serverMessageOr } from '../../lib/api/api-error';
import { createFetchWithAuth } from '../../lib/api/create-fetch-with-auth';
import type { AuthSession } from '../../lib/auth/auth-session';
import { DEFAULT_STEP_UP_REASON, type StepUpChallenge } from '../../lib/api/step-up-challenge';
import { exchangeStepUp, type PasswordModeProof } from '../../lib/step-up/api/exchange-step-up';
import { categoryLabelKey } from './category-label';
import { ProviderReauthButtons } from './provider-reauth-buttons';
import { StepUpFields } from './step-up-fields';
import { StepUpUnavailable } from './step-up-unavailable';
import { stepUpVariant, type StepUpVariant } from './step-up-variant';
import { canSubmitStepUp, validateStepUpInput } from './validate-step-up';

interface StepUpDialogProps {
  challenge: StepUpChallenge;
  /** Whose bearer token the step-up requests carry (they are sent without step-up handling). */
  session: AuthSession;
  /** The step-up token on success; null when the user cancels. */
  onDone: (token: string | null) => void;
}

const titleKeys = {
  password: 'stepUp.title.password',
  '2fa': 'stepUp.title.twoFactor',
  justification: 'stepUp.title.justification',
  acknowledge: 'stepUp.title.acknowledge',
} as const satisfies Record<EscalationMode, string>;

function titleKey(mode: EscalationMode, variant: StepUpVariant) {
  if (variant.unavailable && mode === '2fa') return 'stepUp.title.twoFactorNeeded';
  if (variant.withoutPassword) return 'stepUp.title.confirmIdentity';
  return titleKeys[mode];
}

/**
 * The step-up modal (spec §4): one of four variants by mode. A password step-up for an account
 * without a password offers its other ways instead (a two-factor code, signing in again with
 * Google or Apple), and a step-up the account cannot pass yet says what to do first (ADR 013).
 * A failure shows the server's message (or a translated default) and keeps the dialog open;
 * Escape, the backdrop and Cancel all cancel.
 */
export function StepUpDialog({ challenge, session, onDone }: StepUpDialogProps) {
  const { t } = useTranslation();
  const fetcher = useMemo(() => createFetchWithAuth({ session }), [session]);
  const [value, setValue] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { mode, reason } = challenge;
  const variant = stepUpVariant(challenge);
  // What the fields and the confirm button stand for; null: only provider buttons, or nothing.
  const fieldsMode: EscalationMode | null = variant.typed ?? (mode === 'acknowledge' ? mode : null);
  const labelKey = categoryLabelKey(reason);
  const category = labelKey
    ? t(labelKey)
    : reason === DEFAULT_STEP_UP_REASON
      ? t('stepUp.defaultReason')
      : reason;

  const prove = async (proofValue: string, proof: PasswordModeProof) => {
    setSubmitting(true);
    setFailure(null);
    try {
      onDone(await exchangeStepUp(fetcher, challenge, proofValue, proof));
    } catch (error) {
      setFailure(serverMessageOr(error, t('stepUp.failed')));
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || fieldsMode === null) return;
    const problem = validateStepUpInput(fieldsMode, value);
    setInputError(problem ? t(problem) : null);
    if (problem) return;
    void prove(value, variant.withoutPassword ? 'code' : 'password');
  };

  return (
    <Dialog.Root
      open
      role="dialog"
      onOpenChange={(details) => {
        if (!details.open) onDone(null);
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[99998] bg-black/50 backdrop-blur-sm" />
        <Dialog.Positioner className="fixed inset-0 z-[99999] flex items-center justify-center p-4">
          <Dialog.Content
            data-testid="step-up-dialog"
            data-mode={mode}
            className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl"
          >
            <form onSubmit={submit} noValidate className="flex flex-col gap-5">
              <div className="flex flex-col gap-1.5">
                <Dialog.Title className="font-serif text-2xl tracking-tight">
                  {t(titleKey(mode, variant))}
                </Dialog.Title>
                <Dialog.Description className="text-sm leading-relaxed text-muted">
                  {variant.withoutPassword && !variant.unavailable
                    ? t('stepUp.noPasswordIntro')
                    : t('stepUp.intro')}{' '}
                  <span data-testid="step-up-category">{t('stepUp.category', { category })}</span>
                </Dialog.Description>
              </div>
              {variant.unavailable && <StepUpUnavailable mode={mode} />}
              {fieldsMode !== null && (
                <StepUpFields
                  mode={fieldsMode}
                  value={value}
                  onChange={setValue}
                  error={inputError}
                  disabled={submitting}
                />
              )}
              {variant.providers.length > 0 && (
                <ProviderReauthButtons
                  providers={variant.providers}
                  disabled={submitting}
                  onCode={(code) => void prove(code, 'oauthCode')}
                  onProblem={(problem) => setFailure(t(problem))}
                />
              )}
              {failure && <FormMessage tone="error">{failure}</FormMessage>}
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.CloseTrigger type="button" className="button-quiet" disabled={submitting}>
                  {variant.unavailable ? t('stepUp.close') : t('stepUp.cancel')}
                </Dialog.CloseTrigger>
                {fieldsMode !== null && (
                  <button
                    type="submit"
                    className="button-primary disabled:cursor-not-allowed disabled:opacity-50"
                    disabled={submitting || !canSubmitStepUp(fieldsMode, value)}
                  >
                    {submitting
                      ? t('stepUp.submitting')
                      : fieldsMode === 'acknowledge'
                        ? t('stepUp.acknowledge')
                        : t('stepUp.confirm')}
                  </button>
                )}
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
