import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { serverMessageOr } from '../../../../lib/api/api-error';
import type { MessageTemplate } from '../../../../shared/messaging/message-templates';
import { useCreateMessageTemplate } from '../api/create-message-template';
import { useUpdateMessageTemplate } from '../api/update-message-template';
import {
  toCreateTemplateRequest,
  toTemplateChanges,
  type TemplateFormErrors,
  type TemplateFormValues,
} from '../utils/template-form';
import { TemplateFormDialog, type FormNotice } from './template-form-dialog';

interface TemplateEditorProps {
  /** The template to edit; null creates one. */
  template: MessageTemplate | null;
  onClose: () => void;
}

/**
 * Saves the dialog's form: a new template, or only the changed fields of one ('No changes to
 * update' without a request when nothing changed). A failure keeps the dialog open with the
 * server's message (a template syntax error says where) or 'Failed to save rule or template'.
 */
export function TemplateEditor({ template, onClose }: TemplateEditorProps) {
  const { t } = useTranslation();
  const create = useCreateMessageTemplate();
  const update = useUpdateMessageTemplate();
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const failed = (error: unknown) =>
    setNotice({ tone: 'error', text: serverMessageOr(error, t('admin.messaging.saveFailed')) });
  const saved =
    (titleKey: 'admin.messaging.templates.created' | 'admin.messaging.templates.updated') =>
    (result: MessageTemplate) => {
      toaster.success({ title: t(titleKey, { key: result.key }) });
      onClose();
    };

  const submit = (values: TemplateFormValues) => {
    setNotice(null);
    if (!template) {
      const result = toCreateTemplateRequest(values);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok)
        create.mutate(result.request, {
          onSuccess: saved('admin.messaging.templates.created'),
          onError: failed,
        });
      return;
    }
    const result = toTemplateChanges(template, values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    if (Object.keys(result.request).length === 0) {
      setNotice({ tone: 'info', text: t('admin.messaging.noChanges') });
      return;
    }
    update.mutate(
      { id: template.id, changes: result.request },
      { onSuccess: saved('admin.messaging.templates.updated'), onError: failed },
    );
  };

  return (
    <TemplateFormDialog
      template={template}
      pending={create.isPending || update.isPending}
      notice={notice}
      errors={errors}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
