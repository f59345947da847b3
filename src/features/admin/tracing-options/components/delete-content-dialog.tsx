import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { ContentResource } from '../api/content-resources';
import { useDeleteContent } from '../api/delete-content';

interface DeleteContentDialogProps {
  resource: ContentResource;
  /** The item asked about; null keeps the dialog closed. */
  target: { id: string; name: string } | null;
  onClose: () => void;
  /** The server's message (e.g. a category that still has images) or the translated fallback. */
  onFailure: (message: string) => void;
}

/** The confirmation before deleting a soundtrack, category or image, and the delete itself. */
export function DeleteContentDialog({ resource, target, onClose, onFailure }: DeleteContentDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteContent(resource);
  const keys = `admin.tracingOptions.${resource}` as const;
  const confirm = () => {
    if (!target) return;
    const { id, name } = target;
    onClose();
    remove.mutate(id, {
      onSuccess: () => toaster.success({ title: t(`${keys}.deleted`, { name }) }),
      onError: (error) => onFailure(serverMessageOr(error, t(`${keys}.deleteFailed`))),
    });
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`${keys}.deleteTitle`)}
      description={t(`${keys}.deleteBody`, { name: target?.name ?? '' })}
      confirmLabel={t(`${keys}.deleteConfirm`)}
      cancelLabel={t('admin.tracingOptions.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
