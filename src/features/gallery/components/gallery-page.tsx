import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { useDocumentTitle } from '../../../lib/document/use-document-title';
import { ARTWORK_PARAM } from '../../../shared/routes/artwork-path';
import { ArtworkViewer } from './artwork-viewer';
import { GalleryGrid } from './gallery-grid';

/** /practice/gallery: the member's artworks; ?artwork=<id> opens one read only. */
export function GalleryPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.gallery.title')} · ${t('common.appName')}`);
  const [params, setParams] = useSearchParams();
  const artworkId = params.get(ARTWORK_PARAM);
  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-12 sm:py-16"
    >
      <PageHeader title={t('pages.gallery.title')} body={t('pages.gallery.body')} />
      {artworkId ? (
        <ArtworkViewer key={artworkId} artworkId={artworkId} onClose={() => setParams({})} />
      ) : (
        <GalleryGrid />
      )}
    </section>
  );
}
