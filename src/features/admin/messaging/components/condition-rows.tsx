import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { conditionOperators } from '../../../../shared/messaging/routing-rules';
import { newConditionRow, type ConditionRow, type RuleFormErrors } from '../utils/rule-form';

interface ConditionRowsProps {
  rows: readonly ConditionRow[];
  /** The fields the rule's event carries. */
  fields: readonly string[];
  errors: NonNullable<RuleFormErrors['conditions']>;
  onChange: (rows: ConditionRow[]) => void;
}

/** The rule's conditions, one row each (field, operator, value), added and removed in place. */
export function ConditionRows({ rows, fields, errors, onChange }: ConditionRowsProps) {
  const { t } = useTranslation();
  const change = (index: number, row: Partial<ConditionRow>) =>
    onChange(rows.map((current, at) => (at === index ? { ...current, ...row } : current)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-fg">{t('admin.messaging.rules.form.conditions')}</legend>
      <p className="text-xs text-muted">{t('admin.messaging.rules.form.conditionsHint')}</p>
      {rows.map((row, index) => {
        const number = index + 1;
        // A field the event does not carry (after a change of event) stays listed, so it shows.
        const options = fields.includes(row.field) ? fields : [row.field, ...fields];
        const error = errors[index];
        return (
          <div
            key={index}
            role="group"
            aria-label={t('admin.messaging.rules.form.conditionLabel', { number })}
            className="grid items-start gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_1.5fr_auto]"
          >
            <SelectField
              label={t('admin.messaging.rules.form.field')}
              value={row.field}
              options={options.map((field) => ({ value: field, label: field }))}
              onChange={(field) => change(index, { field })}
            />
            <SelectField
              label={t('admin.messaging.rules.form.operator')}
              value={row.operator}
              options={conditionOperators.map((operator) => ({
                value: operator,
                label: t(`admin.messaging.rules.operators.${operator}`),
              }))}
              onChange={(operator) => change(index, { operator })}
            />
            <TextField
              label={t('admin.messaging.rules.form.value')}
              autoComplete="off"
              dir="auto"
              value={row.value}
              inputMode={row.operator === 'greater' || row.operator === 'less' ? 'decimal' : undefined}
              hint={row.operator === 'in' ? t('admin.messaging.rules.form.valueListHint') : undefined}
              error={error ? t(error) : null}
              onChange={(event) => change(index, { value: event.target.value })}
            />
            <button
              type="button"
              className="link-quiet self-end rounded-full px-3 py-2 text-sm"
              aria-label={t('admin.messaging.rules.form.removeCondition', { number })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              ✕
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button-quiet self-start"
        onClick={() => onChange([...rows, newConditionRow(fields[0] ?? '')])}
      >
        {t('admin.messaging.rules.form.addCondition')}
      </button>
    </fieldset>
  );
}
