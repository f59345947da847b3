import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { DrawingCanvas } from '../../../components/canvas/drawing-canvas';
import { FormMessage } from '../../../components/form/form-message';
import { ApiError } from '../../../lib/api/api-error';
import { useFlag } from '../../../lib/flags/use-flag';
import { flagKeys } from '../../../shared/flags/flag-keys';
import type { ArtworkDetailForViewer } from '../../../shared/practice/artwork';
import { useArtwork } from '../api/get-artwork';
import { useArtworkLabels } from '../hooks/use-artwork-labels';
import { documentFile } from '../utils/document-file';
import { DeleteArtwork } from './delete-artwork';
import { DownloadArtwork } from './download-artwork';
import { ReplayControls } from './replay-controls';

interface ArtworkViewerProps {
  artworkId: string;
  onClose: () => void;
}

/** One artwork, read only: loaded into an inactive canvas, with replay, downloads and delete. */
export function ArtworkViewer({ artworkId, onClose }: ArtworkViewerProps) {
  const { t } = useTranslation();
  const artwork = useArtwork(artworkId);
  return (
    <section aria-labelledby="artwork-title" className="flex flex-col gap-4">
      <div>
        <button type="button" className="button-quiet px-3.5 py-1.5 text-sm" onClick={onClose}>
          {t('gallery.back')}
        </button>
      </div>
      {artwork.isError && (
        <div className="flex flex-col items-start gap-3">
          <h2 id="artwork-title" className="sr-only">
            {t('gallery.viewer')}
          </h2>
          <FormMessage tone="error">
            {isNotFound(artwork.error) ? t('gallery.artworkNotFound') : t('gallery.artworkLoadFailed')}
          </FormMessage>
        </div>
      )}
      {artwork.isPending && <p className="text-muted">{t('gallery.loading')}</p>}
      {artwork.data && <LoadedArtwork detail={artwork.data} onDeleted={onClose} />}
    </section>
  );
}

function LoadedArtwork({ detail, onDeleted }: { detail: ArtworkDetailForViewer; onDeleted: () => void }) {
  const { t } = useTranslation();
  const labels = useArtworkLabels();
  const replay = useFlag(flagKeys.galleryReplay);
  const [controller, setController] = useState<CanvasController | null>(null);
  const [loaded, setLoaded] = useState<CanvasController | null>(null);
  const { artwork, document } = detail;

  useEffect(() => {
    if (!controller) return;
    let current = true;
    void controller.importFile(documentFile(document)).then((outcome) => {
      if (!outcome.ok) console.error('The saved artwork did not import', outcome.message);
      if (current) setLoaded(controller);
    });
    return () => {
      current = false;
    };
  }, [controller, document]);

  const ready = loaded !== null && loaded === controller ? controller : null;
  return (
    <>
      <header className="flex flex-col gap-1">
        <h2 id="artwork-title" className="font-serif text-2xl tracking-tight text-fg">
          {labels.title(artwork)}
        </h2>
        <p className="text-sm text-muted">
          {t(`gallery.kinds.${artwork.kind}`)} ·{' '}
          <time dateTime={artwork.createdAt}>{labels.date(artwork)}</time> ·{' '}
          {t('gallery.strokes', { count: artwork.strokeCount })}
        </p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {replay && <ReplayControls controller={ready} />}
        <DownloadArtwork controller={ready} createdAt={artwork.createdAt} />
      </div>
      <DrawingCanvas
        className="aspect-square max-h-[70dvh] w-full rounded-3xl"
        docWidth={artwork.width}
        docHeight={artwork.height}
        active={false}
        spacePan={false}
        onReady={setController}
      />
      <DeleteArtwork artworkId={artwork.id} onDeleted={onDeleted} />
    </>
  );
}

/** The server answers 404 for an artwork that was deleted, never existed or is another member's. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
