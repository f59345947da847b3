import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile (m = 19 MiB, t = 2, p = 1). The numeric 2 is
 * Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot read.
 */
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, options);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification and fails, for sign-ins to accounts that do not exist
 * or have no password, so the answer time does not tell whether an account exists.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('quietline-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Checks a password against an account's hash, taking the same time when it has none. */
export function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  return passwordHash === null ? verifyNothing(password) : verifyPassword(passwordHash, password);
}
