import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { useGalleryPages } from '../api/get-gallery-page';
import { useLoadOnView } from '../hooks/use-load-on-view';
import { ArtworkCard } from './artwork-card';

/** Every artwork, newest first, a page at a time: the next page loads near the end or on 'Show more'. */
export function GalleryGrid() {
  const { t } = useTranslation();
  const gallery = useGalleryPages();
  const end = useRef<HTMLDivElement>(null);
  const canLoadMore = gallery.hasNextPage && !gallery.isFetchingNextPage && !gallery.isFetchNextPageError;
  const loadMore = () => {
    if (canLoadMore) void gallery.fetchNextPage();
  };
  useLoadOnView(end, canLoadMore, loadMore);

  if (gallery.isPending) return <p className="text-muted">{t('gallery.loading')}</p>;
  if (gallery.isError && !gallery.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage tone="error">{t('gallery.loadFailed')}</FormMessage>
        <button type="button" className="button-quiet" onClick={() => void gallery.refetch()}>
          {t('gallery.retry')}
        </button>
      </div>
    );
  }
  const artworks = gallery.data.pages.flatMap((page) => page.items);
  if (artworks.length === 0) return <p className="text-muted">{t('gallery.empty')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <ul
        aria-label={t('gallery.grid')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
      >
        {artworks.map((artwork) => (
          <li key={artwork.id}>
            <ArtworkCard artwork={artwork} />
          </li>
        ))}
      </ul>
      <div ref={end} className="flex flex-col items-center gap-3">
        {gallery.isFetchNextPageError && <FormMessage tone="error">{t('gallery.loadFailed')}</FormMessage>}
        {gallery.hasNextPage && (
          <button
            type="button"
            className="button-quiet"
            disabled={gallery.isFetchingNextPage}
            onClick={() => void gallery.fetchNextPage()}
          >
            {gallery.isFetchingNextPage ? t('gallery.loadingMore') : t('gallery.more')}
          </button>
        )}
      </div>
    </div>
  );
}
