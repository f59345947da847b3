import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { appEventNames, fieldsOfEvent } from '../../../../shared/messaging/app-events';
import { ruleSegments, type RoutingRule } from '../../../../shared/messaging/routing-rules';
import type { FormNotice } from '../hooks/use-editor-save';
import { emptyRuleForm, ruleFormFrom, type RuleFormErrors, type RuleFormValues } from '../utils/rule-form';
import { ActionRows } from './action-rows';
import { ConditionRows } from './condition-rows';
import { EditorFormDialog } from './editor-form-dialog';

interface RuleFormDialogProps {
  /** The rule being edited; null creates one. */
  rule: RoutingRule | null;
  templateKeys: readonly string[];
  pending: boolean;
  notice: FormNotice | null;
  errors: RuleFormErrors;
  onSubmit: (values: RuleFormValues) => void;
  onClose: () => void;
}

/** Create or edit one rule: name, event, segment, enabled, condition rows and action rows. */
export function RuleFormDialog({
  rule,
  templateKeys,
  pending,
  notice,
  errors,
  onSubmit,
  onClose,
}: RuleFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RuleFormValues>(() =>
    rule ? ruleFormFrom(rule) : emptyRuleForm(templateKeys[0] ?? ''),
  );
  const editing = rule !== null;
  const set = <Field extends keyof RuleFormValues>(name: Field, value: RuleFormValues[Field]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <EditorFormDialog
      kind="rules"
      testId="rule-form-dialog"
      editing={editing}
      description={
        editing
          ? t('admin.messaging.rules.form.editIntro', { name: rule.name })
          : t('admin.messaging.rules.form.createIntro')
      }
      pending={pending}
      notice={notice}
      onSubmit={() => onSubmit(values)}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('admin.messaging.rules.form.name')}
          name="name"
          autoComplete="off"
          value={values.name}
          error={errors.name ? t(errors.name) : null}
          onChange={(event) => set('name', event.target.value)}
        />
        <SelectField
          label={t('admin.messaging.rules.form.event')}
          value={values.event}
          options={appEventNames.map((event) => ({
            value: event,
            label: t(`admin.messaging.rules.events.${event}`),
          }))}
          onChange={(event) => set('event', event)}
        />
        <SelectField
          label={t('admin.messaging.rules.form.segment')}
          value={values.segment}
          options={ruleSegments.map((segment) => ({
            value: segment,
            label: t(`admin.messaging.rules.segments.${segment}`),
          }))}
          onChange={(segment) => set('segment', segment)}
        />
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="focus-ring size-4 accent-[var(--color-accent)]"
          checked={values.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        {t('admin.messaging.rules.form.enabled')}
      </label>
      <ConditionRows
        rows={values.conditions}
        fields={fieldsOfEvent(values.event)}
        errors={errors.conditions ?? {}}
        onChange={(conditions) => set('conditions', conditions)}
      />
      <ActionRows
        rows={values.actions}
        templateKeys={templateKeys}
        errors={errors.actions ?? {}}
        onChange={(actions) => set('actions', actions)}
      />
    </EditorFormDialog>
  );
}
