import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../../components/toast/toaster';
import { hasApiErrorCode, serverMessageOr } from '../../../../lib/api/api-error';
import type { AdminUser } from '../../../../shared/admin/admin-users';
import { escalationRequiredCode } from '../../../../shared/auth/escalation';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import {
  toCreateRequest,
  toUpdateChanges,
  type UserFormErrors,
  type UserFormResult,
  type UserFormValues,
} from '../utils/user-form';
import { UserFormDialog } from './user-form-dialog';

interface UserEditorProps {
  /** The account to edit; null creates one. */
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * Saves the dialog's form: a new account, or only the changed fields of an existing one ('No
 * changes to update' without a request when nothing changed). A failure keeps the dialog open
 * with the server's message, or the spec's; a step-up the admin cancelled says nothing.
 */
export function UserEditor({ user, onClose }: UserEditorProps) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  const failed =
    (fallbackKey: 'admin.users.createFailed' | 'admin.users.updateFailed') => (error: unknown) => {
      if (hasApiErrorCode(error, escalationRequiredCode)) return;
      setMessage({ tone: 'error', text: serverMessageOr(error, t(fallbackKey)) });
    };
  const saved = (titleKey: 'admin.users.created' | 'admin.users.updated') => () => {
    toaster.success({ title: t(titleKey) });
    onClose();
  };

  /** Shows the field problems, or clears them and the message; true when the form is usable. */
  const accept = <Request,>(
    result: UserFormResult<Request>,
  ): result is Extract<UserFormResult<Request>, { ok: true }> => {
    setErrors(result.ok ? {} : result.errors);
    setMessage(null);
    return result.ok;
  };

  const submit = (values: UserFormValues) => {
    if (!user) {
      const result = toCreateRequest(values);
      if (!accept(result)) return;
      create.mutate(result.request, {
        onSuccess: saved('admin.users.created'),
        onError: failed('admin.users.createFailed'),
      });
      return;
    }
    const result = toUpdateChanges(user, values);
    if (!accept(result)) return;
    if (Object.keys(result.request).length === 0) {
      setMessage({ tone: 'info', text: t('admin.users.noChanges') });
      return;
    }
    update.mutate(
      { id: user.id, changes: result.request },
      { onSuccess: saved('admin.users.updated'), onError: failed('admin.users.updateFailed') },
    );
  };

  return (
    <UserFormDialog
      user={user}
      pending={create.isPending || update.isPending}
      message={message}
      errors={errors}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
