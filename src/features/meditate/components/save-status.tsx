import { useTranslation } from 'react-i18next';
import type { QueuedSaveState } from '../../../lib/save-queue/queued-save';
import { practiceErrorCodes } from '../../../shared/practice/practice-messages';

interface SaveStatusProps {
  state: QueuedSaveState | null;
  /** Why the server refused the save, once failed (its error code). */
  failureCode?: string;
  online: boolean;
  onRetry: () => void;
}

/**
 * Says where the session's save stands: saving, waiting for the network, saved, or failed with a
 * retry. A refusal for a full gallery says how to make room (the retry then succeeds); one for the
 * session limit offers no retry, which could not succeed.
 */
export function SaveStatus({ state, failureCode, online, onRetry }: SaveStatusProps) {
  const { t } = useTranslation();
  if (state === 'failed') {
    const sessionLimit = failureCode === practiceErrorCodes.sessionQuotaExceeded;
    const message = sessionLimit
      ? t('meditate.complete.sessionLimit')
      : failureCode === practiceErrorCodes.storageQuotaExceeded
        ? t('meditate.complete.galleryFull')
        : t('meditate.complete.saveFailed');
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-200">
        <span>{message}</span>
        {!sessionLimit && (
          <button type="button" onClick={onRetry} className="button-quiet focus-ring px-3.5 py-1.5 text-sm">
            {t('meditate.complete.retry')}
          </button>
        )}
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
