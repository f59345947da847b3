import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '../../../../shared/messaging/message-templates';
import { useCreateMessageTemplate } from '../api/create-message-template';
import { useUpdateMessageTemplate } from '../api/update-message-template';
import { useEditorSave } from '../hooks/use-editor-save';
import { toCreateTemplateRequest, toTemplateChanges } from '../utils/template-form';
import { TemplateFormDialog } from './template-form-dialog';

interface TemplateEditorProps {
  /** The template to edit; null creates one. */
  template: MessageTemplate | null;
  onClose: () => void;
}

/** The template dialog and its save (the server's message says where a template syntax error is). */
export function TemplateEditor({ template, onClose }: TemplateEditorProps) {
  const { t } = useTranslation();
  const save = useEditorSave({
    item: template,
    toCreateRequest: toCreateTemplateRequest,
    toChanges: toTemplateChanges,
    create: useCreateMessageTemplate(),
    update: useUpdateMessageTemplate(),
    savedTitle: (saved, created) =>
      t(created ? 'admin.messaging.templates.created' : 'admin.messaging.templates.updated', {
        key: saved.key,
      }),
    onClose,
  });

  return (
    <TemplateFormDialog
      template={template}
      pending={save.pending}
      notice={save.notice}
      errors={save.errors}
      onSubmit={save.submit}
      onClose={onClose}
    />
  );
}
