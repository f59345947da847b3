import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32);

  it('round-trips and never stores the plaintext', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another context, another key and altered ciphertext', () => {
    const sealed = seal(key, 'secret', 'user-1');
    expect(() => open(key, sealed, 'user-2')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'user-1')).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => open(key, altered, 'user-1')).toThrow();
  });
});
