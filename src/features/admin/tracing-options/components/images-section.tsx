import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { AdminImage } from '../../../../shared/admin/tracing-options';
import { useReorderImages } from '../api/reorder-images';
import { useContentList } from '../api/use-content-list';
import { listState } from '../utils/list-state';
import { ContentSection } from './content-section';
import { DeleteContentDialog } from './delete-content-dialog';
import { ImageFormDialog } from './image-form-dialog';
import { ImagesTable } from './images-table';

/**
 * The meditation images in the order members see them: reorder by drag and drop or Move up /
 * Move down (announced), create and edit dialog, delete after confirmation.
 */
export function ImagesSection() {
  const { t } = useTranslation();
  const images = useContentList('images');
  const categories = useContentList('categories');
  const reorder = useReorderImages();
  const [editing, setEditing] = useState<{ image: AdminImage | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminImage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = useMemo(() => images.data ?? [], [images.data]);
  const reorderItems = reorder.mutate;
  // onMove reads the latest list without changing identity, so the table's columns (and the
  // focused Move button inside them) stay mounted while the rows reorder.
  const latest = useRef(items);
  useLayoutEffect(() => {
    latest.current = items;
  }, [items]);

  const onMove = useCallback(
    (from: number, to: number) => {
      const list = latest.current;
      const moved = list[from];
      if (!moved || to < 0 || to >= list.length) return;
      setFailure(null);
      setAnnouncement(
        t('admin.tracingOptions.images.reorder.dropped', {
          title: moved.title,
          position: to + 1,
          total: list.length,
        }),
      );
      reorderItems(arrayMove(list, from, to), {
        onError: (error) =>
          setFailure(serverMessageOr(error, t('admin.tracingOptions.images.reorderFailed'))),
      });
    },
    [reorderItems, t],
  );
  const onEdit = useCallback((image: AdminImage) => setEditing({ image }), []);
  const onDelete = useCallback((image: AdminImage) => {
    setFailure(null);
    setDeleting(image);
  }, []);

  return (
    <ContentSection
      id="images"
      title={t('admin.tracingOptions.images.title')}
      intro={t('admin.tracingOptions.images.intro')}
      createLabel={t('admin.tracingOptions.images.create')}
      onCreate={() => setEditing({ image: null })}
      list={listState(images, items.length)}
      loadFailed={t('admin.tracingOptions.images.loadFailed')}
      empty={t('admin.tracingOptions.images.empty')}
      failure={failure}
      table={
        <ImagesTable
          images={items}
          categories={categories.data ?? []}
          onMove={onMove}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      }
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {editing && (
        <ImageFormDialog
          image={editing.image}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteContentDialog
        resource="images"
        target={deleting && { id: deleting.id, name: deleting.title }}
        onClose={() => setDeleting(null)}
        onFailure={setFailure}
      />
    </ContentSection>
  );
}
