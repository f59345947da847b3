import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelRequest } from '../../../shared/billing/subscription';

interface CancelSubscriptionDialogProps {
  open: boolean;
  planName: string;
  /** The current period's end, formatted: access lasts until then when cancelled at period end. */
  periodEnd: string | null;
  onChoose: (when: CancelRequest['when']) => void;
  onClose: () => void;
}

/**
 * The two ways to cancel (spec §4): at the end of the period first, marked recommended (access
 * stays and it can be undone until then), and now second. "Keep my subscription" has the focus
 * first, so Enter never cancels by accident.
 */
export function CancelSubscriptionDialog({
  open,
  planName,
  periodEnd,
  onChoose,
  onClose,
}: CancelSubscriptionDialogProps) {
  const { t } = useTranslation();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role="alertdialog"
      initialFocusEl={() => keepRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[99998] bg-black/50 backdrop-blur-sm" />
        <Dialog.Positioner className="fixed inset-0 z-[99999] flex items-center justify-center p-4">
          <Dialog.Content
            className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl"
            data-testid="cancel-subscription-dialog"
          >
            <Dialog.Title className="font-serif text-xl">{t('billing.cancelDialog.title')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">
              {t('billing.cancelDialog.body', { plan: planName })}
            </Dialog.Description>
            <ul className="mt-5 flex flex-col gap-3">
              <CancelOption
                label={t('billing.cancelDialog.periodEnd')}
                note={
                  periodEnd
                    ? t('billing.cancelDialog.periodEndNote', { plan: planName, date: periodEnd })
                    : t('billing.cancelDialog.periodEndNoteUndated', { plan: planName })
                }
                recommended
                onClick={() => onChoose('period_end')}
              />
              <CancelOption
                label={t('billing.cancelDialog.now')}
                note={t('billing.cancelDialog.nowNote', { plan: planName })}
                onClick={() => onChoose('now')}
              />
            </ul>
            <div className="mt-6 flex justify-end">
              <Dialog.CloseTrigger ref={keepRef} className="button-quiet focus-ring px-4 py-2">
                {t('billing.cancelDialog.keep')}
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface CancelOptionProps {
  label: string;
  note: string;
  recommended?: boolean;
  onClick: () => void;
}

/** One way to cancel: a card-like button named by its label, described by its note (and badge). */
function CancelOption({ label, note, recommended = false, onClick }: CancelOptionProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = recommended ? `${id}-badge ${id}-note` : `${id}-note`;
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        data-testid="cancel-option"
        data-recommended={recommended}
        className={`focus-ring flex w-full flex-col items-start gap-1.5 rounded-2xl border p-4 text-start transition-colors ${
          recommended
            ? 'border-accent/70 bg-accent/5 hover:bg-accent/10'
            : 'border-line hover:border-red-400/70'
        }`}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span id={`${id}-label`} className="font-medium text-fg">
            {label}
          </span>
          {recommended && (
            <span
              id={`${id}-badge`}
              className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent-fg"
            >
              {t('billing.cancelDialog.recommended')}
            </span>
          )}
        </span>
        <span id={`${id}-note`} className="text-sm leading-relaxed text-muted">
          {note}
        </span>
      </button>
    </li>
  );
}
