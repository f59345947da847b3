import { useTranslation } from 'react-i18next';
import type { RoutingRule } from '../../../../shared/messaging/routing-rules';
import { useCreateRoutingRule } from '../api/create-routing-rule';
import { useUpdateRoutingRule } from '../api/update-routing-rule';
import { useEditorSave } from '../hooks/use-editor-save';
import { toRuleChanges, toRuleRequest } from '../utils/rule-form';
import { RuleFormDialog } from './rule-form-dialog';

interface RuleEditorProps {
  /** The rule to edit; null creates one. */
  rule: RoutingRule | null;
  /** The template IDs an action may send. */
  templateKeys: readonly string[];
  onClose: () => void;
}

/** The rule dialog and its save (the server's message names an unknown field or template). */
export function RuleEditor({ rule, templateKeys, onClose }: RuleEditorProps) {
  const { t } = useTranslation();
  const save = useEditorSave({
    item: rule,
    toCreateRequest: toRuleRequest,
    toChanges: toRuleChanges,
    create: useCreateRoutingRule(),
    update: useUpdateRoutingRule(),
    savedTitle: (saved, created) =>
      t(created ? 'admin.messaging.rules.created' : 'admin.messaging.rules.updated', { name: saved.name }),
    onClose,
  });

  return (
    <RuleFormDialog
      rule={rule}
      templateKeys={templateKeys}
      pending={save.pending}
      notice={save.notice}
      errors={save.errors}
      onSubmit={save.submit}
      onClose={onClose}
    />
  );
}
