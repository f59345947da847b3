import {
  createUserRequestSchema,
  updateUserRequestSchema,
  type AdminUser,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '../../../../shared/admin/admin-users';
import type { Role } from '../../../../shared/auth/roles';

/** The create/edit dialog's fields as typed; blank optional fields mean "none". */
export interface UserFormValues {
  email: string;
  fullName: string;
  role: Role;
  externalId: string;
  displayName: string;
  /** On edit, blank keeps the current password. */
  password: string;
}

export type UserFormField = keyof UserFormValues;

/** What can be wrong with a field, as a translation key. */
export type UserFormProblem =
  'admin.users.form.emailInvalid' | 'admin.users.form.fullNameRequired' | 'admin.users.form.invalid';

/** The field problems of the last submit, by field. */
export type UserFormErrors = Partial<Record<UserFormField, UserFormProblem>>;

export type UserFormResult<Request> = { ok: true; request: Request } | { ok: false; errors: UserFormErrors };

export const emptyUserForm: UserFormValues = {
  email: '',
  fullName: '',
  role: 'user',
  externalId: '',
  displayName: '',
  password: '',
};

export function userFormFrom(user: AdminUser): UserFormValues {
  return {
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    externalId: user.externalId ?? '',
    displayName: user.displayName ?? '',
    password: '',
  };
}

const problemKeys: UserFormErrors = {
  email: 'admin.users.form.emailInvalid',
  fullName: 'admin.users.form.fullNameRequired',
};

/** The create request from the form, checked with the API contract's own schema. */
export function toCreateRequest(values: UserFormValues): UserFormResult<CreateUserRequest> {
  const request: CreateUserRequest = {
    email: values.email.trim(),
    fullName: values.fullName.trim(),
    role: values.role,
    ...optional('externalId', values.externalId.trim()),
    ...optional('displayName', values.displayName.trim()),
    ...optional('password', values.password),
  };
  return check(createUserRequestSchema.safeParse(request));
}

/**
 * Only what differs from the account: an empty request means 'No changes to update'. Clearing an
 * optional field sends null; a blank password keeps the current one.
 */
export function toUpdateChanges(user: AdminUser, values: UserFormValues): UserFormResult<UpdateUserRequest> {
  const changes: UpdateUserRequest = {};
  const email = values.email.trim();
  const fullName = values.fullName.trim();
  const externalId = values.externalId.trim() || null;
  const displayName = values.displayName.trim() || null;
  if (email !== user.email) changes.email = email;
  if (fullName !== user.fullName) changes.fullName = fullName;
  if (values.role !== user.role) changes.role = values.role;
  if (externalId !== user.externalId) changes.externalId = externalId;
  if (displayName !== user.displayName) changes.displayName = displayName;
  if (values.password) changes.password = values.password;
  return check(updateUserRequestSchema.safeParse(changes));
}

function optional<Key extends string>(key: Key, value: string): Partial<Record<Key, string>> {
  return value ? ({ [key]: value } as Record<Key, string>) : {};
}

function check<Request>(
  parsed: { success: true; data: Request } | { success: false; error: { issues: { path: PropertyKey[] }[] } },
): UserFormResult<Request> {
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: UserFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as UserFormField;
    errors[field] = problemKeys[field] ?? 'admin.users.form.invalid';
  }
  return { ok: false, errors };
}
