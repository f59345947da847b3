import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Artwork } from '../../../shared/practice/artwork';
import { useArtworkLabels } from '../hooks/use-artwork-labels';

/** One artwork in the grid: its lazily loaded thumbnail, title and date, opening the viewer. */
export function ArtworkCard({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  const labels = useArtworkLabels();
  const title = labels.title(artwork);
  const date = labels.date(artwork);
  return (
    <Link
      to={{ search: `?${new URLSearchParams({ artwork: artwork.id }).toString()}` }}
      aria-label={t('gallery.open', { title })}
      data-testid="artwork-card"
      className="focus-ring group flex flex-col gap-2 rounded-2xl border border-line bg-surface p-2.5 transition-colors hover:border-accent/60"
    >
      <img
        src={artwork.thumbnailUrl}
        alt={t('gallery.thumbnailAlt', { title, date })}
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
