import { useTranslation } from 'react-i18next';
import type { Artwork } from '../../../shared/practice/artwork';

/** An artwork's title, or 'Free drawing' for an untitled one; and its date in the member's locale. */
export function useArtworkLabels() {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    title: (artwork: Artwork) => artwork.title ?? t('gallery.untitled'),
    date: (artwork: Artwork) => dateFormat.format(new Date(artwork.createdAt)),
  };
}
