import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { toaster } from '../../../components/toast/toaster';
import { useDeleteArtwork } from '../api/delete-artwork';

interface DeleteArtworkProps {
  artworkId: string;
  onDeleted: () => void;
}

/** 'Delete', then a confirmation in place; the artwork goes only after 'Yes, delete it'. */
export function DeleteArtwork({ artworkId, onDeleted }: DeleteArtworkProps) {
  const { t } = useTranslation();
  const remove = useDeleteArtwork();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(artworkId, {
      onSuccess: () => {
        toaster.success({ title: t('gallery.deleted') });
        onDeleted();
      },
    });

  if (!confirming) {
    return (
      <button
        type="button"
        className="button-quiet px-3.5 py-1.5 text-sm"
        onClick={() => setConfirming(true)}
      >
        {t('gallery.delete')}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('gallery.delete')}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <p className="text-sm text-fg">{t('gallery.confirmDelete')}</p>
      {remove.isError && <FormMessage tone="error">{t('gallery.deleteFailed')}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="button-primary px-3.5 py-1.5 text-sm"
          disabled={remove.isPending}
          onClick={confirm}
        >
          {remove.isPending ? t('gallery.deleting') : t('gallery.confirmDeleteButton')}
        </button>
        <button
          type="button"
          className="button-quiet px-3.5 py-1.5 text-sm"
          disabled={remove.isPending}
          onClick={() => setConfirming(false)}
          autoFocus
        >
          {t('gallery.cancel')}
        </button>
      </div>
    </div>
  );
}
