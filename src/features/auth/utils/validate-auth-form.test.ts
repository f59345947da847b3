import { describe, expect, it } from 'vitest';
import {
  hasBlankField,
  isValid,
  loginErrors,
  registerErrors,
  resetPasswordErrors,
} from './validate-auth-form';

describe('account form validation', () => {
  it('asks for a valid email and a password to sign in', () => {
    expect(loginErrors('nope', '')).toEqual({
      email: 'auth.validation.invalidEmail',
      password: 'auth.validation.passwordRequired',
    });
    expect(isValid(loginErrors(' Ada@Example.com ', 'x'))).toBe(true);
  });

  it('checks every registration field', () => {
    expect(registerErrors({ name: ' ', email: 'a@b', password: '12345', confirmPassword: '1234' })).toEqual({
      name: 'auth.validation.nameRequired',
      email: 'auth.validation.invalidEmail',
      password: 'auth.validation.passwordTooShort',
      confirmPassword: 'auth.validation.passwordsDoNotMatch',
    });
    expect(
      isValid(
        registerErrors({
          name: 'Ada',
          email: 'ada@example.com',
          password: '123456',
          confirmPassword: '123456',
        }),
      ),
    ).toBe(true);
  });

  it('refuses a name with a direction override or an invisible character, as the server does', () => {
    for (const name of ['Ada\u202Egnp.exe', 'A\u200Bda', 'Ada\u0007']) {
      expect(
        registerErrors({ name, email: 'a@b.test', password: '123456', confirmPassword: '123456' }).name,
      ).toBe('auth.validation.nameInvisibleCharacters');
    }
    expect(
      registerErrors({ name: 'ليلى', email: 'a@b.test', password: '123456', confirmPassword: '123456' }).name,
    ).toBeUndefined();
  });

  it("says 'Passwords do not match' via its key when the confirmation differs", () => {
    expect(resetPasswordErrors('abcdef', 'abcdeg').confirmPassword).toBe(
      'auth.validation.passwordsDoNotMatch',
    );
  });

  it('spots blank required fields', () => {
    expect(hasBlankField('a', ' ')).toBe(true);
    expect(hasBlankField('a', 'b')).toBe(false);
  });
});
