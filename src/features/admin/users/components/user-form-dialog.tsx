import { SelectField } from '../../../../components/form/select-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../../components/form-dialog/form-dialog-actions';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import type { AdminUser } from '../../../../shared/admin/admin-users';
import { roles } from '../../../../shared/auth/roles';
import {
  emptyUserForm,
  userFormFrom,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
} from '../utils/user-form';

interface UserFormDialogProps {
  /** The account being edited; null creates a new one. */
  user: AdminUser | null;
  pending: boolean;
  /** A translated message under the fields (a failure, or 'No changes to update'). */
  message: { tone: 'error' | 'info'; text: string } | null;
  /** Field problems as translation keys, from the last submit. */
  errors: UserFormErrors;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}

/** Create or edit one account: email, full name, role, external ID, display name, password. */
export function UserFormDialog({ user, pending, message, errors, onSubmit, onClose }: UserFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<UserFormValues>(() => (user ? userFormFrom(user) : emptyUserForm));
  const editing = user !== null;

  const field = (name: UserFormField) => {
    const problem = errors[name];
    return {
      name,
      value: values[name],
      error: problem ? t(problem) : null,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(values);
  };

  return (
    <FormDialog
      testId="user-form-dialog"
      title={editing ? t('admin.users.form.editTitle') : t('admin.users.form.createTitle')}
      description={
        editing ? t('admin.users.form.editIntro', { email: user.email }) : t('admin.users.form.createIntro')
      }
      hideDescription
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label={t('admin.users.form.email')} type="email" autoComplete="off" {...field('email')} />
        <TextField label={t('admin.users.form.fullName')} autoComplete="off" {...field('fullName')} />
        <SelectField
          label={t('admin.users.form.role')}
          name="role"
          value={values.role}
          options={roles.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          onChange={(role) => setValues((current) => ({ ...current, role }))}
        />
        <TextField label={t('admin.users.form.externalId')} autoComplete="off" {...field('externalId')} />
        <TextField label={t('admin.users.form.displayName')} autoComplete="off" {...field('displayName')} />
        <TextField
          label={t('admin.users.form.password')}
          type="password"
          autoComplete="new-password"
          hint={editing ? t('admin.users.form.passwordKeep') : t('admin.users.form.passwordOptional')}
          {...field('password')}
        />
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <FormDialogActions
          cancelLabel={t('admin.users.form.cancel')}
          submitLabel={
            pending
              ? t('admin.users.form.saving')
              : editing
                ? t('admin.users.form.save')
                : t('admin.users.form.create')
          }
          submitDisabled={pending}
        />
      </form>
    </FormDialog>
  );
}
