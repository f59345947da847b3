import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import type { FormNotice } from '../hooks/use-editor-save';

interface EditorFormDialogProps {
  /** Whose dialog: its title and create button come from `admin.messaging.${kind}.form`. */
  kind: 'rules' | 'templates';
  testId: string;
  /** True when changing an item, false when creating one. */
  editing: boolean;
  description: string;
  pending: boolean;
  notice: FormNotice | null;
  onSubmit: () => void;
  onClose: () => void;
  /** Shown beside the form on a wide screen (a live preview). */
  aside?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** The wide dialog around a rule or template form: title, fields, the save's notice, Cancel and Save. */
export function EditorFormDialog({
  kind,
  testId,
  editing,
  description,
  pending,
  notice,
  onSubmit,
  onClose,
  aside,
  children,
}: EditorFormDialogProps) {
  const { t } = useTranslation();
  const keys = `admin.messaging.${kind}.form` as const;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  const form = (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {children}
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <FormDialogActions
        cancelLabel={t('admin.messaging.cancel')}
        submitLabel={
          pending ? t('admin.messaging.saving') : t(editing ? 'admin.messaging.save' : `${keys}.create`)
        }
        submitDisabled={pending}
      />
    </form>
  );
  return (
    <FormDialog
      testId={testId}
      width="xl"
      title={t(editing ? `${keys}.editTitle` : `${keys}.createTitle`)}
      description={description}
      onClose={onClose}
    >
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {form}
          <div className="flex flex-col gap-4">{aside}</div>
        </div>
      ) : (
        form
      )}
    </FormDialog>
  );
}
