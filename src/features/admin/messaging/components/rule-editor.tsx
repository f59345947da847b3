import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { RoutingRule } from '../../../../shared/messaging/routing-rules';
import { useCreateRoutingRule } from '../api/create-routing-rule';
import { useUpdateRoutingRule } from '../api/update-routing-rule';
import { toRuleChanges, toRuleRequest, type RuleFormErrors, type RuleFormValues } from '../utils/rule-form';
import { RuleFormDialog } from './rule-form-dialog';
import type { FormNotice } from './template-form-dialog';

interface RuleEditorProps {
  /** The rule to edit; null creates one. */
  rule: RoutingRule | null;
  /** The template IDs an action may send. */
  templateKeys: readonly string[];
  onClose: () => void;
}

/**
 * Saves the dialog's rule: a new one, or only what changed ('No changes to update' without a
 * request). The server's message (an unknown field or template) or 'Failed to save rule or
 * template' keeps the dialog open.
 */
export function RuleEditor({ rule, templateKeys, onClose }: RuleEditorProps) {
  const { t } = useTranslation();
  const create = useCreateRoutingRule();
  const update = useUpdateRoutingRule();
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const failed = (error: unknown) =>
    setNotice({ tone: 'error', text: serverMessageOr(error, t('admin.messaging.saveFailed')) });
  const saved =
    (titleKey: 'admin.messaging.rules.created' | 'admin.messaging.rules.updated') =>
    (result: RoutingRule) => {
      toaster.success({ title: t(titleKey, { name: result.name }) });
      onClose();
    };

  const submit = (values: RuleFormValues) => {
    setNotice(null);
    if (!rule) {
      const result = toRuleRequest(values);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok)
        create.mutate(result.request, { onSuccess: saved('admin.messaging.rules.created'), onError: failed });
      return;
    }
    const result = toRuleChanges(rule, values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    if (Object.keys(result.request).length === 0) {
      setNotice({ tone: 'info', text: t('admin.messaging.noChanges') });
      return;
    }
    update.mutate(
      { id: rule.id, changes: result.request },
      { onSuccess: saved('admin.messaging.rules.updated'), onError: failed },
    );
  };

  return (
    <RuleFormDialog
      rule={rule}
      templateKeys={templateKeys}
      pending={create.isPending || update.isPending}
      notice={notice}
      errors={errors}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
