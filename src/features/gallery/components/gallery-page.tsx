import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/page-placeholder/placeholder-page';

/** /practice/gallery: the artwork gallery. A titled placeholder until its issue builds the page. */
export function GalleryPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.gallery.title')} body={t('pages.gallery.body')} />;
}
