import { emailSchema, hasInvisibleCharacters, passwordMinLength } from '../../../shared/auth/auth-requests';

/** Translation keys of the account validation texts (spec §5). */
export type AuthValidationKey =
  | 'auth.validation.invalidEmail'
  | 'auth.validation.nameRequired'
  | 'auth.validation.nameInvisibleCharacters'
  | 'auth.validation.passwordRequired'
  | 'auth.validation.passwordTooShort'
  | 'auth.validation.passwordTooCommon'
  | 'auth.validation.passwordsDoNotMatch';

export type FieldErrors<Field extends string> = Partial<Record<Field, AuthValidationKey>>;

export function emailError(email: string): AuthValidationKey | undefined {
  return emailSchema.safeParse(email).success ? undefined : 'auth.validation.invalidEmail';
}

/** A password being chosen: required, at least 6 characters. */
export function newPasswordError(password: string): AuthValidationKey | undefined {
  if (!password) return 'auth.validation.passwordRequired';
  return password.length < passwordMinLength ? 'auth.validation.passwordTooShort' : undefined;
}

/** A name: required, and free of control and invisible formatting characters (as the server checks). */
export function nameError(name: string): AuthValidationKey | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'auth.validation.nameRequired';
  return hasInvisibleCharacters(trimmed) ? 'auth.validation.nameInvisibleCharacters' : undefined;
}

export function confirmPasswordError(password: string, confirm: string): AuthValidationKey | undefined {
  return password === confirm ? undefined : 'auth.validation.passwordsDoNotMatch';
}

/** True when any of the values is blank: the form shows 'Please fill in all required fields'. */
export function hasBlankField(...values: string[]): boolean {
  return values.some((value) => !value.trim());
}

export function loginErrors(email: string, password: string): FieldErrors<'email' | 'password'> {
  return {
    email: emailError(email),
    password: password ? undefined : 'auth.validation.passwordRequired',
  };
}

export function registerErrors(values: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}): FieldErrors<'name' | 'email' | 'password' | 'confirmPassword'> {
  return {
    name: nameError(values.name),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
  };
}

export function resetPasswordErrors(
  password: string,
  confirm: string,
): FieldErrors<'password' | 'confirmPassword'> {
  return { password: newPasswordError(password), confirmPassword: confirmPasswordError(password, confirm) };
}

/** True when no field has an error. */
export function isValid(errors: Record<string, unknown>): boolean {
  return Object.values(errors).every((error) => error === undefined);
}
