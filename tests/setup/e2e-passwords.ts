import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/paths';

/** Where the e2e run's passwords are written: the specs, their helpers and the servers' setup. */
const sourceDirs = ['tests/e2e', 'tests/setup'];

/**
 * A string literal given to something named …password / …Password (`password: '…'`,
 * `const newPassword = '…'`). Shorter than 8 characters is no password the server accepts.
 */
const passwordLiteral = /password\w*\s*[:=]\s*(['"`])([^'"`\s]{8,})\1/gi;

export function passwordsInSource(source: string): string[] {
  return [...source.matchAll(passwordLiteral)].map((match) => match[2]!);
}

/**
 * Every password the e2e specs sign up, sign in or seed an admin with, read from their sources so
 * a new spec's password is looked for in the logs without a list to keep up to date.
 */
export function e2ePasswords(): string[] {
  const passwords = sourceDirs.flatMap((dir) =>
    readdirSync(join(projectRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => passwordsInSource(readFileSync(join(projectRoot, dir, file), 'utf8'))),
  );
  return [...new Set(passwords)];
}
