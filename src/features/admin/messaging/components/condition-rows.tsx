import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { conditionOperators } from '../../../../shared/messaging/routing-rules';
import { newConditionRow, type ConditionRow, type RuleFormErrors } from '../utils/rule-form';
import { EditableRows } from './editable-rows';

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
  return (
    <EditableRows
      legend={t('admin.messaging.rules.form.conditions')}
      hint={t('admin.messaging.rules.form.conditionsHint')}
      rows={rows}
      rowLabel={(number) => t('admin.messaging.rules.form.conditionLabel', { number })}
      removeLabel={(number) => t('admin.messaging.rules.form.removeCondition', { number })}
      addLabel={t('admin.messaging.rules.form.addCondition')}
      columnsClass="sm:grid-cols-[1fr_1fr_1.5fr_auto]"
      canAdd
      canRemove
      newRow={() => newConditionRow(fields[0] ?? '')}
      onChange={onChange}
      renderRow={(row, index, change) => {
        // A field the event does not carry (after a change of event) stays listed, so it shows.
        const options = fields.includes(row.field) ? fields : [row.field, ...fields];
        const error = errors[index];
        return (
          <>
            <SelectField
              label={t('admin.messaging.rules.form.field')}
              value={row.field}
              options={options.map((field) => ({ value: field, label: field }))}
              onChange={(field) => change({ field })}
            />
            <SelectField
              label={t('admin.messaging.rules.form.operator')}
              value={row.operator}
              options={conditionOperators.map((operator) => ({
                value: operator,
                label: t(`admin.messaging.rules.operators.${operator}`),
              }))}
              onChange={(operator) => change({ operator })}
            />
            <TextField
              label={t('admin.messaging.rules.form.value')}
              autoComplete="off"
              dir="auto"
              value={row.value}
              inputMode={row.operator === 'greater' || row.operator === 'less' ? 'decimal' : undefined}
              hint={row.operator === 'in' ? t('admin.messaging.rules.form.valueListHint') : undefined}
              error={error ? t(error) : null}
              onChange={(event) => change({ value: event.target.value })}
            />
          </>
        );
      }}
    />
  );
}
