import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../components/form/form-message';
import type { EscalationMode } from '../../shared/auth/escalation';
import { serverMessageOr } from '../api/api-error';
import type { FetchWithAuth } from '../api/create-fetch-with-auth';
import { DEFAULT_STEP_UP_REASON, type StepUpChallenge } from '../api/step-up-challenge';
import { exchangeStepUp } from './api/exchange-step-up';
import { categoryLabelKey } from './category-label';
import { StepUpFields } from './step-up-fields';
import { canSubmitStepUp, validateStepUpInput } from './validate-step-up';

interface StepUpDialogProps {
  challenge: StepUpChallenge;
  /** Sends the escalation requests (with the bearer token, without step-up handling). */
  fetcher: FetchWithAuth;
  /** The escalation token on success; null when the user cancels. */
  onDone: (token: string | null) => void;
}

const titleKeys = {
  password: 'escalation.title.password',
  '2fa': 'escalation.title.twoFactor',
  justification: 'escalation.title.justification',
  acknowledge: 'escalation.title.acknowledge',
} as const satisfies Record<EscalationMode, string>;

/**
 * The step-up modal (spec §4): one of four variants by mode. A failure shows the server's
 * message (or a translated default) and keeps the dialog open; Escape, the backdrop and Cancel
 * all cancel.
 */
export function StepUpDialog({ challenge, fetcher, onDone }: StepUpDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { mode, reason } = challenge;
  const labelKey = categoryLabelKey(reason);
  const category = labelKey
    ? t(labelKey)
    : reason === DEFAULT_STEP_UP_REASON
      ? t('escalation.defaultReason')
      : reason;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = validateStepUpInput(mode, value);
    setInputError(problem ? t(problem) : null);
    if (problem) return;
    setSubmitting(true);
    setFailure(null);
    try {
      onDone(await exchangeStepUp(fetcher, challenge, value));
    } catch (error) {
      setFailure(serverMessageOr(error, t('escalation.failed')));
      setSubmitting(false);
    }
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
            <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
              <div className="flex flex-col gap-1.5">
                <Dialog.Title className="font-serif text-2xl tracking-tight">
                  {t(titleKeys[mode])}
                </Dialog.Title>
                <Dialog.Description className="text-sm leading-relaxed text-muted">
                  {t('escalation.intro')}{' '}
                  <span data-testid="step-up-category">{t('escalation.category', { category })}</span>
                </Dialog.Description>
              </div>
              <StepUpFields
                mode={mode}
                value={value}
                onChange={setValue}
                error={inputError}
                disabled={submitting}
              />
              {failure && <FormMessage tone="error">{failure}</FormMessage>}
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.CloseTrigger type="button" className="button-quiet" disabled={submitting}>
                  {t('escalation.cancel')}
                </Dialog.CloseTrigger>
                <button
                  type="submit"
                  className="button-primary disabled:cursor-not-allowed disabled:opacity-50"
                  disabled={submitting || !canSubmitStepUp(mode, value)}
                >
                  {submitting
                    ? t('escalation.submitting')
                    : mode === 'acknowledge'
                      ? t('escalation.acknowledge')
                      : t('escalation.confirm')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
