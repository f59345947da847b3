import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../../lib/i18n/use-catalog-text';
import type { Artwork } from '../../../shared/practice/artwork';

/**
 * An artwork's title (a session's seeded image title in the reader's language), or 'Free
 * drawing' for an untitled one; and its date in the member's locale.
 */
export function useArtworkLabels() {
  const { t, i18n } = useTranslation();
  const { imageTitle } = useCatalogText();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    title: (artwork: Artwork) => {
      if (artwork.title === null) return t('gallery.untitled');
      return artwork.imageId ? imageTitle({ id: artwork.imageId, title: artwork.title }) : artwork.title;
    },
    date: (artwork: Artwork) => dateFormat.format(new Date(artwork.createdAt)),
  };
}
