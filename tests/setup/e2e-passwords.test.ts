import { describe, expect, it } from 'vitest';
import { firstAdminPassword } from './app-server';
import { e2ePasswords, passwordsInSource } from './e2e-passwords';

describe('passwordsInSource', () => {
  it('reads the string literals given to password fields and variables', () => {
    const source = `
      const member = { name: 'Ines', email, password: 'ink-and-reed-42' };
      const newPassword = "still-water-93";
      env: { ADMIN_PASSWORD: \`console-keeper-58\` },
      fill(passwordField, password);
      const passwordHint = 'short';
    `;
    expect(passwordsInSource(source)).toEqual(['ink-and-reed-42', 'still-water-93', 'console-keeper-58']);
  });
});

describe('e2ePasswords', () => {
  it("holds the specs' passwords, their helpers' and the servers' first admin's", () => {
    expect(e2ePasswords()).toEqual(
      expect.arrayContaining([
        // tests/e2e/new-member.ts, role-stack.ts and several specs
        'ink-and-reed-42',
        // tests/e2e/accounts.spec.ts: the password a reset replaces, and its replacement
        'lotus-breath-71',
        'still-water-93',
        // tests/e2e/console-stack.ts: the seeded admin
        'console-keeper-58',
        firstAdminPassword,
      ]),
    );
  });
});
