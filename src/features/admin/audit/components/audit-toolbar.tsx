import { SelectField } from '../../../../components/form/select-field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { auditAreas } from '../../../../shared/admin/audit-log';
import type { AuditFilterForm } from '../utils/audit-filters';

interface AuditToolbarProps {
  filters: AuditFilterForm;
  onChange: (filters: AuditFilterForm) => void;
}

const fieldClass = 'focus-ring h-11 rounded-xl border border-control bg-surface px-3 text-fg';

/** The log's filters: actor (email or id), area ('All areas' first) and a range of days. */
export function AuditToolbar({ filters, onChange }: AuditToolbarProps) {
  const { t } = useTranslation();
  const ids = { actor: useId(), from: useId(), to: useId() };
  const set = (changes: Partial<AuditFilterForm>) => onChange({ ...filters, ...changes });
  const label = (htmlFor: string, text: string) => (
    <label htmlFor={htmlFor} className="text-sm font-medium text-fg">
      {text}
    </label>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search">
      <div className="flex flex-col gap-1.5">
        {label(ids.actor, t('adminConsole.audit.actor'))}
        <input
          id={ids.actor}
          type="search"
          value={filters.actor}
          placeholder={t('adminConsole.audit.actorPlaceholder')}
          onChange={(event) => set({ actor: event.target.value })}
          className={`${fieldClass} placeholder:text-muted`}
        />
      </div>
      <SelectField
        label={t('adminConsole.audit.area')}
        value={filters.area}
        options={[
          { value: '' as const, label: t('adminConsole.audit.allAreas') },
          ...auditAreas.map((area) => ({ value: area, label: t(`adminConsole.audit.areas.${area}`) })),
        ]}
        onChange={(area) => set({ area })}
      />
      <div className="flex flex-col gap-1.5">
        {label(ids.from, t('adminConsole.audit.from'))}
        <input
          id={ids.from}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        {label(ids.to, t('adminConsole.audit.to'))}
        <input
          id={ids.to}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          className={fieldClass}
        />
      </div>
    </div>
  );
}
