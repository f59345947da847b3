import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { MAX_ACTIONS, newActionRow, type ActionRow, type RuleFormErrors } from '../utils/rule-form';
import { EditableRows } from './editable-rows';

interface ActionRowsProps {
  rows: readonly ActionRow[];
  templateKeys: readonly string[];
  errors: NonNullable<RuleFormErrors['actions']>;
  onChange: (rows: ActionRow[]) => void;
}

/** The rule's actions, one row each (channel, template, delay, priority); at least one stays. */
export function ActionRows({ rows, templateKeys, errors, onChange }: ActionRowsProps) {
  const { t } = useTranslation();
  return (
    <EditableRows
      legend={t('admin.messaging.rules.form.actions')}
      rows={rows}
      rowLabel={(number) => t('admin.messaging.rules.form.actionLabel', { number })}
      removeLabel={(number) => t('admin.messaging.rules.form.removeAction', { number })}
      addLabel={t('admin.messaging.rules.form.addAction')}
      columnsClass="sm:grid-cols-[1fr_1.5fr_1fr_1fr_auto]"
      canAdd={rows.length < MAX_ACTIONS}
      canRemove={rows.length > 1}
      newRow={() => newActionRow(templateKeys[0] ?? '')}
      onChange={onChange}
      renderRow={(row, index, change) => {
        const error = errors[index] ?? {};
        // A template deleted since the rule was saved stays listed, so it shows.
        const keys = templateKeys.includes(row.templateKey)
          ? templateKeys
          : [row.templateKey, ...templateKeys];
        return (
          <>
            <SelectField
              label={t('admin.messaging.rules.form.channel')}
              value="email"
              options={[{ value: 'email', label: t('admin.messaging.channels.email') }]}
              onChange={() => undefined}
            />
            <SelectField
              label={t('admin.messaging.rules.form.template')}
              value={row.templateKey}
              options={keys.map((key) => ({ value: key, label: key }))}
              onChange={(templateKey) => change({ templateKey })}
            />
            <TextField
              label={t('admin.messaging.rules.form.delayMs')}
              inputMode="numeric"
              autoComplete="off"
              value={row.delayMs}
              error={error.delayMs ? t(error.delayMs) : null}
              onChange={(event) => change({ delayMs: event.target.value })}
            />
            <TextField
              label={t('admin.messaging.rules.form.priority')}
              inputMode="numeric"
              autoComplete="off"
              value={row.priority}
              hint={t('admin.messaging.rules.form.priorityHint')}
              error={error.priority ? t(error.priority) : null}
              onChange={(event) => change({ priority: event.target.value })}
            />
          </>
        );
      }}
    />
  );
}
