import { useTranslation } from 'react-i18next';
import { PreloadLink } from '../../../components/preload-link/preload-link';
import { formatDuration } from '../../../lib/i18n/format-duration';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import type { RecentSession } from '../../../shared/practice/practice-summary';
import { artworkPath } from '../../../shared/routes/artwork-path';

interface RecentSessionsProps {
  sessions: RecentSession[];
  /** The zone the summary counted days in: dates show as the member lived them. */
  timeZone: string;
}

const rowClass = 'flex items-center gap-4 rounded-2xl border border-line bg-surface p-3';

/**
 * The latest sessions, newest first: the artwork's thumbnail, the date and how long it lasted.
 * A session whose artwork is kept opens it in the gallery.
 */
export function RecentSessions({ sessions, timeZone }: RecentSessionsProps) {
  const { t, i18n } = useTranslation();
  const { imageTitle } = useCatalogText();
  if (sessions.length === 0) return <p className="text-muted">{t('practice.noSessions')}</p>;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (
    <ul className="flex flex-col gap-3">
      {sessions.map((session) => {
        const title = session.image ? imageTitle(session.image) : t('practice.untitled');
        const row = (
          <>
            {session.thumbnailUrl ? (
              <img
                src={session.thumbnailUrl}
                // A thumbnail sits inside its artwork's link, whose text names it: alt text would repeat it.
                alt=""
                loading="lazy"
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl border border-line bg-white object-contain"
              />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-xl border border-dashed border-line px-1 text-center text-xs text-muted">
                {t('practice.noThumbnail')}
              </span>
            )}
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="truncate font-medium text-fg">{title}</span>
              <span className="text-sm text-muted">
                <time dateTime={session.startedAt}>{dateFormat.format(new Date(session.startedAt))}</time>
                {' · '}
                <span data-testid="recent-duration">
                  {formatDuration(session.durationSeconds, i18n.language)}
                </span>
              </span>
            </div>
          </>
        );
        return (
          <li key={session.sessionId} data-testid="recent-session">
            {session.artworkId ? (
              <PreloadLink
                to={artworkPath(session.artworkId)}
                className={`${rowClass} focus-ring transition-colors hover:border-accent/60`}
              >
                {row}
              </PreloadLink>
            ) : (
              <div className={rowClass}>{row}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
