import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import type { ContentResource } from '../api/content-resources';
import type { EditorMessage } from '../hooks/use-content-editor';

interface ContentFormDialogProps {
  resource: ContentResource;
  testId: string;
  /** True when changing an item, false when creating one. */
  editing: boolean;
  description: string;
  /** The save of the form (from useContentForm). */
  form: { save: () => void; pending: boolean; message: EditorMessage | null };
  /** False while the form cannot be sent at all (an image without any category). */
  canSubmit?: boolean;
  /** The fields. */
  children: ReactNode;
  onClose: () => void;
}

/** The dialog around a content form: title, fields, the save's message, Cancel and Save. */
export function ContentFormDialog({
  resource,
  testId,
  editing,
  description,
  form,
  canSubmit = true,
  children,
  onClose,
}: ContentFormDialogProps) {
  const { t } = useTranslation();
  const keys = `admin.tracingOptions.${resource}.form` as const;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.pending && canSubmit) form.save();
  };
  return (
    <FormDialog
      testId={testId}
      title={t(editing ? `${keys}.editTitle` : `${keys}.createTitle`)}
      description={description}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {children}
        {form.message && <FormMessage tone={form.message.tone}>{form.message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('admin.tracingOptions.cancel')}
          submitLabel={
            form.pending
              ? t('admin.tracingOptions.saving')
              : t(editing ? 'admin.tracingOptions.save' : `${keys}.create`)
          }
          submitDisabled={form.pending || !canSubmit}
        />
      </form>
    </FormDialog>
  );
}
