import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableBody } from '../../../../components/data-table/table-body';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { AdminSoundtrack } from '../../../../shared/admin/tracing-options';
import { SILENCE_SOUNDTRACK_ID } from '../../../../shared/content/content-responses';
import { formatLength } from '../utils/format-length';
import { soundtrackKind } from '../utils/soundtrack-kind';
import { contentActionsColumn } from './content-actions-column';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminSoundtrack>();

interface SoundtracksTableProps {
  soundtracks: readonly AdminSoundtrack[];
  onEdit: (soundtrack: AdminSoundtrack) => void;
  onDelete: (soundtrack: AdminSoundtrack) => void;
}

/** Every soundtrack with its source, length, access, place and a player for audio files. */
export function SoundtracksTable({ soundtracks, onEdit, onDelete }: SoundtracksTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('admin.tracingOptions.soundtracks.columns.name'),
          cell: (info) => <span className="font-medium">{info.getValue()}</span>,
        }),
        column.display({
          id: 'source',
          header: () => t('admin.tracingOptions.soundtracks.columns.source'),
          cell: (info) => t(`admin.tracingOptions.soundtracks.kinds.${soundtrackKind(info.row.original)}`),
        }),
        column.accessor('durationSeconds', {
          header: () => t('admin.tracingOptions.soundtracks.columns.length'),
          cell: (info) => {
            const seconds = info.getValue();
            return seconds === null ? (
              <span className="text-muted">{t('admin.tracingOptions.soundtracks.endless')}</span>
            ) : (
              <span className="tabular-nums">{formatLength(seconds)}</span>
            );
          },
        }),
        column.accessor('premium', {
          header: () => t('admin.tracingOptions.columns.access'),
          cell: (info) => t(info.getValue() ? 'admin.tracingOptions.premium' : 'admin.tracingOptions.free'),
        }),
        column.accessor('sortOrder', {
          header: () => t('admin.tracingOptions.columns.order'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        column.display({
          id: 'preview',
          header: () => t('admin.tracingOptions.columns.preview'),
          cell: (info) => {
            const { source, name } = info.row.original;
            return source?.kind === 'file' ? (
              <audio
                controls
                preload="none"
                src={source.url}
                aria-label={t('admin.tracingOptions.soundtracks.preview', { name })}
                className="h-8 w-44"
              />
            ) : null;
          },
        }),
        column.display(
          contentActionsColumn(t, {
            nameOf: (soundtrack) => soundtrack.name,
            onEdit,
            onDelete,
            fixedText: (soundtrack) =>
              soundtrack.id === SILENCE_SOUNDTRACK_ID ? t('admin.tracingOptions.soundtracks.builtIn') : null,
          }),
        ),
      ]),
    [t, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: soundtracks, getRowId: (soundtrack) => soundtrack.id });
  return (
    <TableFrame
      testId="soundtracks-table"
      caption={t('admin.tracingOptions.soundtracks.title')}
      minWidthClass="min-w-[52rem]"
    >
      <TableHead table={table} />
      <TableBody table={table} />
    </TableFrame>
  );
}
