import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceTime, resetClock, serverClock, setFixedTime } from '../../clock';
import { createDatabase } from '../../db/create-database';
import { migrateToLatest } from '../../db/migrate';
import { createUrlSigner, type UrlSigner } from './url-signer';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('createUrlSigner', () => {
  let signer: UrlSigner;
  let database: ReturnType<typeof createDatabase>;
  beforeAll(async () => {
    database = createDatabase({ dialect: 'sqlite', file: ':memory:' });
    await migrateToLatest(database.db);
    signer = createUrlSigner({ db: database.db, clock: serverClock });
  });
  afterEach(resetClock);

  it('verifies its own signature for the same scope and id only', async () => {
    const url = await signer.signPath('/a/b.svg', 'asset', 'b.svg');
    expect(await signer.verify('asset', 'b.svg', query(url))).toBe(true);
    expect(await signer.verify('asset', 'c.svg', query(url))).toBe(false);
    expect(await signer.verify('thumbnail', 'b.svg', query(url))).toBe(false);
    expect(
      await signer.verify('asset', 'b.svg', {
        ...query(url),
        expires: String(Number(query(url).expires) + 300),
      }),
    ).toBe(false);
    expect(await signer.verify('asset', 'b.svg', { expires: query(url).expires })).toBe(false);
    expect(await signer.verify('asset', 'b.svg', { ...query(url), expires: '1e12' })).toBe(false);
  });

  it('takes exactly the signature it wrote: no stray characters, no other spelling of the same bytes', async () => {
    const url = await signer.signPath('/a/b.svg', 'asset', 'b.svg');
    const { expires, sig = '' } = query(url);
    expect(sig).toMatch(/^[\w-]{43}$/);
    // The 43rd character carries two spare bits: flipping them decodes to the same 32 bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.at(-1) ?? '');
    const sameBytes = `${sig.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sameBytes, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    for (const forged of [`${sig}=`, `${sig}.`, ` ${sig}`, `${sig}==`, sameBytes]) {
      expect(await signer.verify('asset', 'b.svg', { expires, sig: forged })).toBe(false);
    }
    expect(await signer.verify('asset', 'b.svg', { expires: `0${expires}`, sig })).toBe(false);
    expect(await signer.verify('asset', 'b.svg', { expires, sig })).toBe(true);
  });

  it('refuses a validly signed expiry beyond its own window', async () => {
    setFixedTime(Date.parse('2300-01-01T00:00:00Z'));
    const farFuture = await signer.signPath('/x', 'asset', 'x');
    resetClock();
    expect(Number(query(farFuture).expires)).toBeGreaterThan(9_999_999_999);
    expect(await signer.verify('asset', 'x', query(farFuture))).toBe(false);
  });

  it('expires between 5 and 10 minutes after signing', async () => {
    for (const offset of [0, 1, 150_000, 299_999]) {
      setFixedTime(Date.parse('2030-01-01T00:00:00Z') + offset);
      const url = await signer.signPath('/x', 'asset', 'x');
      const expiresMs = Number(query(url).expires) * 1000;
      const lifetime = expiresMs - (Date.parse('2030-01-01T00:00:00Z') + offset);
      expect(lifetime).toBeGreaterThan(5 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
      advanceTime(lifetime - 1);
      expect(await signer.verify('asset', 'x', query(url))).toBe(true);
      expect(signer.cacheControl(query(url))).toBe('private, max-age=0');
      advanceTime(1);
      expect(await signer.verify('asset', 'x', query(url))).toBe(false);
    }
  });

  it('shares its key through the database, so another instance verifies the URL', async () => {
    const url = await signer.signPath('/x', 'thumbnail', 'x');
    expect(
      await createUrlSigner({ db: database.db, clock: serverClock }).verify('thumbnail', 'x', query(url)),
    ).toBe(true);
  });
});
