import { RowActions } from '../../../../components/data-table/row-actions';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { FeatureFlag } from '../../../../shared/flags/feature-flag';
import { FlagSwitch } from './flag-switch';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, FeatureFlag>();

interface FeatureFlagsTableProps {
  flags: readonly FeatureFlag[];
  /** The flag whose switch is being saved: its switch waits. */
  saving: string | null;
  onToggle: (flag: FeatureFlag, enabled: boolean) => void;
  onEdit: (flag: FeatureFlag) => void;
  onDelete: (flag: FeatureFlag) => void;
}

/** Every flag with its switch, rollout, roles and description; scrolls sideways on a narrow screen. */
export function FeatureFlagsTable({ flags, saving, onToggle, onEdit, onDelete }: FeatureFlagsTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('key', {
          header: () => t('adminFlags.columns.key'),
          cell: (info) => <code className="font-mono text-sm">{info.getValue()}</code>,
        }),
        column.accessor('enabled', {
          header: () => t('adminFlags.columns.enabled'),
          cell: (info) => (
            <FlagSwitch
              checked={info.getValue()}
              label={t('adminFlags.toggle', { key: info.row.original.key })}
              disabled={saving === info.row.original.id}
              onCheckedChange={(enabled) => onToggle(info.row.original, enabled)}
            />
          ),
        }),
        column.accessor('rolloutPercentage', {
          header: () => t('adminFlags.columns.rollout'),
          cell: (info) => (
            <span className="tabular-nums">{t('adminFlags.percent', { percent: info.getValue() })}</span>
          ),
        }),
        column.accessor('roles', {
          header: () => t('adminFlags.columns.roles'),
          cell: (info) => {
            const roles = info.getValue();
            return roles.length === 0
              ? t('adminFlags.everyone')
              : roles.map((role) => t(`admin.roles.${role}`)).join(', ');
          },
        }),
        column.accessor('description', {
          header: () => t('adminFlags.columns.description'),
          cell: (info) => <span className="text-muted">{info.getValue()}</span>,
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('adminFlags.columns.actions')}</span>,
          cell: (info) => (
            <RowActions
              editText={t('adminFlags.edit')}
              deleteText={t('adminFlags.delete')}
              editName={t('adminFlags.editFlag', { key: info.row.original.key })}
              deleteName={t('adminFlags.deleteFlag', { key: info.row.original.key })}
              onEdit={() => onEdit(info.row.original)}
              onDelete={() => onDelete(info.row.original)}
            />
          ),
        }),
      ]),
    [t, saving, onToggle, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: flags, getRowId: (flag) => flag.id });

  return (
    <TableFrame testId="flags-table-frame" caption={t('adminFlags.caption')} minWidthClass="min-w-[44rem]">
      <TableHead table={table} />
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="border-b border-line last:border-b-0 hover:bg-accent/5">
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className="px-4 py-3 align-middle text-fg">
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
