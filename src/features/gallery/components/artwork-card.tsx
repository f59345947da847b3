import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Artwork } from '../../../shared/practice/artwork';
import { artworkPath } from '../../../shared/routes/artwork-path';
import { useArtworkLabels } from '../hooks/use-artwork-labels';

/**
 * One artwork in the grid: its lazily loaded thumbnail, title and date, opening the viewer. The
 * link is named by the text it shows (title, kind, date), so what is seen is what can be said.
 */
export function ArtworkCard({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  const labels = useArtworkLabels();
  const title = labels.title(artwork);
  const date = labels.date(artwork);
  return (
    <Link
      to={artworkPath(artwork.id)}
      data-testid="artwork-card"
      className="focus-ring group flex flex-col gap-2 rounded-2xl border border-line bg-surface p-2.5 transition-colors hover:border-accent/60"
    >
      <img
        src={artwork.thumbnailUrl}
        // The title and date below name the artwork; alt text would say them twice.
        alt=""
        loading="lazy"
        decoding="async"
        width={256}
        height={256}
        className="aspect-square w-full rounded-xl bg-white object-contain"
      />
      <span className="flex flex-col gap-0.5 px-1 pb-1">
        <span className="truncate text-sm font-medium text-fg">{title}</span>
        <span className="text-xs text-muted">
          {t(`gallery.kinds.${artwork.kind}`)} · <time dateTime={artwork.createdAt}>{date}</time>
        </span>
      </span>
    </Link>
  );
}
