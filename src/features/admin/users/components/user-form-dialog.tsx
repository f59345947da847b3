import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../components/form/form-message';
import { TextField } from '../../../../components/form/text-field';
import type { AdminUser } from '../../../../shared/admin/admin-users';
import { isRole, roles } from '../../../../shared/auth/roles';
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
  const roleId = useId();
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
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[99998] bg-black/50 backdrop-blur-sm" />
        <Dialog.Positioner className="fixed inset-0 z-[99999] flex items-center justify-center p-4">
          <Dialog.Content
            data-testid="user-form-dialog"
            className="max-h-full w-full max-w-lg overflow-y-auto rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl"
          >
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <Dialog.Title className="font-serif text-2xl tracking-tight">
                {editing ? t('admin.users.form.editTitle') : t('admin.users.form.createTitle')}
              </Dialog.Title>
              <Dialog.Description className="sr-only">
                {editing
                  ? t('admin.users.form.editIntro', { email: user.email })
                  : t('admin.users.form.createIntro')}
              </Dialog.Description>
              <TextField
                label={t('admin.users.form.email')}
                type="email"
                autoComplete="off"
                {...field('email')}
              />
              <TextField label={t('admin.users.form.fullName')} autoComplete="off" {...field('fullName')} />
              <div className="flex flex-col gap-1.5">
                <label htmlFor={roleId} className="text-sm font-medium text-fg">
                  {t('admin.users.form.role')}
                </label>
                <select
                  id={roleId}
                  name="role"
                  value={values.role}
                  onChange={(event) => {
                    const role = event.target.value;
                    if (isRole(role)) setValues((current) => ({ ...current, role }));
                  }}
                  className="focus-ring h-11 rounded-xl border border-line bg-surface px-3 text-fg"
                >
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {t(`admin.roles.${role}`)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={t('admin.users.form.externalId')}
                autoComplete="off"
                {...field('externalId')}
              />
              <TextField
                label={t('admin.users.form.displayName')}
                autoComplete="off"
                {...field('displayName')}
              />
              <TextField
                label={t('admin.users.form.password')}
                type="password"
                autoComplete="new-password"
                hint={editing ? t('admin.users.form.passwordKeep') : t('admin.users.form.passwordOptional')}
                {...field('password')}
              />
              {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.CloseTrigger type="button" className="button-quiet">
                  {t('admin.users.form.cancel')}
                </Dialog.CloseTrigger>
                <button type="submit" className="button-primary" disabled={pending}>
                  {pending
                    ? t('admin.users.form.saving')
                    : editing
                      ? t('admin.users.form.save')
                      : t('admin.users.form.create')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
