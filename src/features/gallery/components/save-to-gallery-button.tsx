import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import { toaster } from '../../../components/toast/toaster';
import { useSaveDrawing } from '../api/save-drawing';
import { nextSaveAttempt, type SaveAttempt } from '../utils/save-attempt';
import { saveFailedMessage } from '../utils/save-failed-message';

interface SaveToGalleryButtonProps {
  controller: CanvasController | null;
  /** Strokes on the canvas now: an empty canvas has nothing to save. */
  strokeCount: number;
  /** Called once the drawing is stored. */
  onSaved?: () => void;
}

/** 'Save to gallery' for a free drawing: its document and thumbnail, stored once per drawing. */
export function SaveToGalleryButton({ controller, strokeCount, onSaved }: SaveToGalleryButtonProps) {
  const { t } = useTranslation();
  const save = useSaveDrawing();
  const attempt = useRef<SaveAttempt | null>(null);
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || save.isPending;

  const saveDrawing = async () => {
    if (!controller || busy) return;
    setPreparing(true);
    try {
      const { document, thumbnail, digest } = await controller.captureArtwork();
      attempt.current = nextSaveAttempt(attempt.current, digest);
      await save.mutateAsync({ idempotencyKey: attempt.current.key, document, thumbnail });
      onSaved?.();
      toaster.success({ title: t('gallery.saved') });
    } catch (error) {
      console.error('Saving to the gallery failed', error);
      toaster.error({ title: saveFailedMessage(t, error) });
    } finally {
      setPreparing(false);
    }
  };

  const empty = strokeCount === 0;
  return (
    <button
      type="button"
      disabled={!controller || empty || busy}
      title={empty ? t('gallery.nothingToSave') : undefined}
      onClick={() => void saveDrawing()}
      className="button-primary px-3.5 py-1.5 text-sm disabled:opacity-40"
    >
      {busy ? t('gallery.saving') : t('gallery.save')}
    </button>
  );
}
