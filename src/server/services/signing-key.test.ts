import { expect, it } from 'vitest';
import { getSetting } from '../db/repositories/settings-repository';
import { describeEachDialect } from '../db/testing/each-dialect';
import { getSigningSecret } from './signing-key';

describeEachDialect('signing key', (getDatabase) => {
  it('uses JWT_SECRET when it is set and stores nothing', async () => {
    const { db } = getDatabase();
    const secret = 'configured-secret-of-at-least-32-chars';
    expect(await getSigningSecret(db, { JWT_SECRET: secret })).toBe(secret);
    expect(await getSetting(db, 'auth.signing_secret')).toBeUndefined();
  });

  it('generates a 256-bit key once and shares it', async () => {
    const { db } = getDatabase();
    const [first, second] = await Promise.all([
      getSigningSecret(db, { JWT_SECRET: undefined }),
      getSigningSecret(db, { JWT_SECRET: undefined }),
    ]);
    expect(first).toBe(second);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(await getSigningSecret(db, { JWT_SECRET: undefined })).toBe(first);
  });
});
