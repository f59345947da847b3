import { FormMessage } from '../../../../components/form/form-message';

interface LoadStateProps {
  failed: boolean;
  /** The spec's 'Failed to fetch …' text. */
  failedText: string;
  retryText: string;
  onRetry: () => void;
  loadingText: string;
}

/**
 * What a section shows instead of its table while its list loads or after it failed to load
 * (with a way to try again); null once the list is there.
 */
export function LoadState({ failed, failedText, retryText, onRetry, loadingText }: LoadStateProps) {
  if (failed)
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage tone="error">{failedText}</FormMessage>
        <button type="button" className="button-quiet" onClick={onRetry}>
          {retryText}
        </button>
      </div>
    );
  return (
    <p className="text-muted" role="status">
      {loadingText}
    </p>
  );
}
