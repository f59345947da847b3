import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CapturedArtwork } from '../../../components/canvas/captured-artwork';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { formatDuration } from '../../../lib/i18n/format-duration';
import type { QueuedSaveState } from '../../../lib/save-queue/queued-save';
import { artworkPath } from '../../../shared/routes/artwork-path';
import type { SessionResult } from '../utils/meditation-flow';
import { savedArtworkId } from '../utils/saved-artwork-id';
import { FeedbackMeter } from './feedback-meter';
import { SaveStatus } from './save-status';

interface CompletionViewProps {
  title: string;
  result: SessionResult;
  artwork: CapturedArtwork | null;
  saveState: QueuedSaveState | null;
  /** The server's answer once saved: it names the artwork the gallery link opens. */
  saveResult: unknown;
  /** Why the server refused the save, once failed (its error code). */
  saveFailureCode?: string;
  online: boolean;
  onRetry: () => void;
  onPracticeAgain: () => void;
}

/** The calm end of a session: the artwork, the time spent, the feedback and the save's state. */
export function CompletionView({
  title,
  result,
  artwork,
  saveState,
  saveResult,
  saveFailureCode,
  online,
  onRetry,
  onPracticeAgain,
}: CompletionViewProps) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Only a landed save has an artwork to open; until then the link would lead nowhere.
  const artworkId = saveState === 'saved' ? savedArtworkId(saveResult) : null;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl text-fg outline-none">
        {t('meditate.complete.heading')}
      </h2>
      {artwork && (
        <img
          src={artwork.thumbnail}
          alt={t('meditate.complete.artwork', { title })}
          className="size-64 rounded-3xl border border-line bg-surface object-contain"
        />
      )}
      <p className="text-fg">
        {t('meditate.complete.timeSpent', {
          time: formatDuration((result.endedAt - result.startedAt) / 1000, i18n.language),
        })}
      </p>
      <FeedbackMeter feedback={artwork?.feedback ?? null} />
      {artwork ? (
        <SaveStatus state={saveState} failureCode={saveFailureCode} online={online} onRetry={onRetry} />
      ) : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-200">
          {t('meditate.complete.saveFailed')}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {artwork && saveState === 'failed' && (
          <a
            href={artwork.thumbnail}
            download={`${title}.png`}
            className="button-quiet focus-ring px-4 py-2 text-sm"
          >
            {t('meditate.complete.download')}
          </a>
        )}
        {artworkId && (
          <PreloadLink to={artworkPath(artworkId)} className="button-quiet focus-ring px-4 py-2 text-sm">
            {t('meditate.complete.viewInGallery')}
          </PreloadLink>
        )}
        <button
          type="button"
          onClick={onPracticeAgain}
          className="button-primary focus-ring px-4 py-2 text-sm"
        >
          {t('meditate.complete.practiceAgain')}
        </button>
      </div>
    </div>
  );
}
