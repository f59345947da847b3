import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { consentMethods } from '../../../../shared/consent/consent-record';
import type { ConsentFilterForm } from '../utils/consent-filters';

interface ConsentRecordsToolbarProps {
  form: ConsentFilterForm;
  onChange: (form: ConsentFilterForm) => void;
}

const fieldClass = 'focus-ring h-11 rounded-xl border border-control bg-surface px-3 text-fg';

/** The ledger's filters: method ('All methods' first) and a range of days. */
export function ConsentRecordsToolbar({ form, onChange }: ConsentRecordsToolbarProps) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId() };
  const set = (changes: Partial<ConsentFilterForm>) => onChange({ ...form, ...changes });
  const dateField = (key: 'from' | 'to', bounds: { min?: string; max?: string }) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids[key]} className="text-sm font-medium text-fg">
        {t(`admin.consents.${key}`)}
      </label>
      <input
        id={ids[key]}
        type="date"
        value={form[key]}
        {...bounds}
        onChange={(event) => set({ [key]: event.target.value })}
        className={fieldClass}
      />
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-3" role="search">
      <SelectField
        label={t('admin.consents.method')}
        value={form.method}
        options={[
          { value: '' as const, label: t('admin.consents.allMethods') },
          ...consentMethods.map((method) => ({
            value: method,
            label: t(`admin.consents.methods.${method}`),
          })),
        ]}
        onChange={(method) => set({ method })}
      />
      {dateField('from', { max: form.to || undefined })}
      {dateField('to', { min: form.from || undefined })}
    </div>
  );
}
