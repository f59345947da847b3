import { useTranslation } from 'react-i18next';
import type { QueuedSaveState } from '../../../lib/save-queue/queued-save';

interface SaveStatusProps {
  state: QueuedSaveState | null;
  online: boolean;
  onRetry: () => void;
}

/** Says where the session's save stands: saving, waiting for the network, saved, or failed with a retry. */
export function SaveStatus({ state, online, onRetry }: SaveStatusProps) {
  const { t } = useTranslation();
  if (state === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-600 dark:text-red-200">
        <span>{t('meditate.complete.saveFailed')}</span>
        <button type="button" onClick={onRetry} className="button-quiet focus-ring px-3.5 py-1.5 text-sm">
          {t('meditate.complete.retry')}
        </button>
      </div>
    );
  }
  const text =
    state === 'saved'
      ? t('meditate.complete.saved')
      : online
        ? t('meditate.complete.saving')
        : t('meditate.complete.waiting');
  return (
    <p role="status" data-save-state={state ?? 'none'} className="text-sm text-muted">
      {text}
    </p>
  );
}
