import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rowActionsColumn } from '../../../../components/data-table/row-actions-column';
import { TableBody } from '../../../../components/data-table/table-body';
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
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    return column.columns([
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
        cell: (info) => <span className="tabular-nums">{percent.format(info.getValue() / 100)}</span>,
      }),
      column.accessor('roles', {
        header: () => t('adminFlags.columns.roles'),
        cell: (info) => {
          const roles = info.getValue();
          return roles.length === 0
            ? t('adminFlags.everyone')
            : list.format(roles.map((role) => t(`admin.roles.${role}`)));
        },
      }),
      column.accessor('description', {
        header: () => t('adminFlags.columns.description'),
        cell: (info) => <span className="text-muted">{info.getValue()}</span>,
      }),
      column.display(
        rowActionsColumn({
          header: t('adminFlags.columns.actions'),
          editText: t('adminFlags.edit'),
          deleteText: t('adminFlags.delete'),
          editName: (flag) => t('adminFlags.editFlag', { key: flag.key }),
          deleteName: (flag) => t('adminFlags.deleteFlag', { key: flag.key }),
          onEdit,
          onDelete,
        }),
      ),
    ]);
  }, [t, locale, saving, onToggle, onEdit, onDelete]);
  const table = useTable({ features, columns, data: flags, getRowId: (flag) => flag.id });

  return (
    <TableFrame testId="flags-table-frame" caption={t('adminFlags.caption')} minWidthClass="min-w-[44rem]">
      <TableHead table={table} />
      <TableBody table={table} />
    </TableFrame>
  );
}
