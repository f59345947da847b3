import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { MAX_ACTIONS, newActionRow, type ActionRow, type RuleFormErrors } from '../utils/rule-form';

interface ActionRowsProps {
  rows: readonly ActionRow[];
  templateKeys: readonly string[];
  errors: NonNullable<RuleFormErrors['actions']>;
  onChange: (rows: ActionRow[]) => void;
}

/** The rule's actions, one row each (channel, template, delay, priority); at least one stays. */
export function ActionRows({ rows, templateKeys, errors, onChange }: ActionRowsProps) {
  const { t } = useTranslation();
  const change = (index: number, row: Partial<ActionRow>) =>
    onChange(rows.map((current, at) => (at === index ? { ...current, ...row } : current)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-fg">{t('admin.messaging.rules.form.actions')}</legend>
      {rows.map((row, index) => {
        const number = index + 1;
        const error = errors[index] ?? {};
        // A template deleted since the rule was saved stays listed, so it shows.
        const keys = templateKeys.includes(row.templateKey)
          ? templateKeys
          : [row.templateKey, ...templateKeys];
        return (
          <div
            key={index}
            role="group"
            aria-label={t('admin.messaging.rules.form.actionLabel', { number })}
            className="grid items-start gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1.5fr_1fr_1fr_auto]"
          >
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
              onChange={(templateKey) => change(index, { templateKey })}
            />
            <TextField
              label={t('admin.messaging.rules.form.delayMs')}
              inputMode="numeric"
              autoComplete="off"
              value={row.delayMs}
              error={error.delayMs ? t(error.delayMs) : null}
              onChange={(event) => change(index, { delayMs: event.target.value })}
            />
            <TextField
              label={t('admin.messaging.rules.form.priority')}
              inputMode="numeric"
              autoComplete="off"
              value={row.priority}
              hint={t('admin.messaging.rules.form.priorityHint')}
              error={error.priority ? t(error.priority) : null}
              onChange={(event) => change(index, { priority: event.target.value })}
            />
            <button
              type="button"
              className="link-quiet self-end rounded-full px-3 py-2 text-sm disabled:opacity-40"
              aria-label={t('admin.messaging.rules.form.removeAction', { number })}
              disabled={rows.length === 1}
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
        disabled={rows.length >= MAX_ACTIONS}
        onClick={() => onChange([...rows, newActionRow(templateKeys[0] ?? '')])}
      >
        {t('admin.messaging.rules.form.addAction')}
      </button>
    </fieldset>
  );
}
