import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableCells } from '../../../../components/data-table/table-cells';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { AdminCategory, AdminImage } from '../../../../shared/admin/tracing-options';
import { useReorderAnnouncements } from '../hooks/use-reorder-announcements';
import { contentActionsColumn } from './content-actions-column';
import { MoveButtons } from './move-buttons';
import { PreviewThumbnail } from './preview-thumbnail';
import { DragHandle, SortableRow } from './sortable-row';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminImage>();

interface ImagesTableProps {
  images: readonly AdminImage[];
  categories: readonly AdminCategory[];
  /** Moves the image at `from` to `to` in the list. */
  onMove: (from: number, to: number) => void;
  onEdit: (image: AdminImage) => void;
  onDelete: (image: AdminImage) => void;
}

/**
 * Every image in the order members see, with its preview: rows are dragged by their grip (pointer
 * or keyboard) or moved with Move up / Move down.
 */
export function ImagesTable({ images, categories, onMove, onEdit, onDelete }: ImagesTableProps) {
  const { t } = useTranslation();
  const ids = useMemo(() => images.map((image) => image.id), [images]);
  const titleOf = useCallback(
    (id: UniqueIdentifier) => images.find((image) => image.id === id)?.title ?? String(id),
    [images],
  );
  const accessibility = useReorderAnnouncements(ids, titleOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const categoryName = useMemo(
    () => new Map(categories.map((category) => [category.id, category.name])),
    [categories],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };

  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'order',
          header: () => t('admin.tracingOptions.columns.order'),
          cell: (info) => {
            const { title } = info.row.original;
            const index = info.row.index;
            const count = info.table.getRowModel().rows.length;
            return (
              <span className="inline-flex items-center gap-1">
                <DragHandle label={t('admin.tracingOptions.images.dragHandle', { title })} />
                <MoveButtons
                  title={title}
                  position={index}
                  canMoveUp={index > 0}
                  canMoveDown={index < count - 1}
                  onMove={(step) => onMove(index, index + step)}
                />
              </span>
            );
          },
        }),
        column.accessor('src', {
          header: () => t('admin.tracingOptions.columns.preview'),
          cell: (info) => (
            <PreviewThumbnail
              src={info.getValue()}
              alt={info.row.original.alt}
              failedText={t('admin.tracingOptions.images.previewFailed')}
              emptyText={t('admin.tracingOptions.images.previewFailed')}
            />
          ),
        }),
        column.accessor('title', {
          header: () => t('admin.tracingOptions.images.columns.title'),
          cell: (info) => <span className="font-medium">{info.getValue()}</span>,
        }),
        column.accessor('categoryId', {
          header: () => t('admin.tracingOptions.images.columns.category'),
          cell: (info) => categoryName.get(info.getValue()) ?? info.getValue(),
        }),
        column.accessor('kind', {
          header: () => t('admin.tracingOptions.images.columns.kind'),
          cell: (info) => t(`admin.tracingOptions.images.kinds.${info.getValue()}`),
        }),
        column.accessor('premium', {
          header: () => t('admin.tracingOptions.columns.access'),
          cell: (info) => t(info.getValue() ? 'admin.tracingOptions.premium' : 'admin.tracingOptions.free'),
        }),
        column.display(contentActionsColumn(t, { nameOf: (image) => image.title, onEdit, onDelete })),
      ]),
    // Stable while rows move: new columns would remount every cell (and drop the focus).
    [t, categoryName, onMove, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: images, getRowId: (image) => image.id });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <TableFrame
        testId="images-table"
        caption={t('admin.tracingOptions.images.title')}
        minWidthClass="min-w-[52rem]"
      >
        <TableHead table={table} />
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <SortableRow key={row.id} id={row.id}>
                <TableCells table={table} row={row} />
              </SortableRow>
            ))}
          </tbody>
        </SortableContext>
      </TableFrame>
    </DndContext>
  );
}
