import { describe, expect, it } from 'vitest';
import { consentSessionIdPattern, siteIdOf } from '../../shared/consent/consent-session-id';
import { fnv1a64Hex } from './browser-fingerprint';
import { createConsentSessionId, randomCharacters } from './consent-session';

describe('consent session id', () => {
  it('joins site id, 13-digit timestamp, 16-hex fingerprint and 8 random characters', () => {
    const id = createConsentSessionId({
      siteId: 'quietline',
      now: Date.parse('2026-03-01T12:00:00.000Z'),
      fingerprint: fnv1a64Hex('Mozilla/5.0|en|1920x1080x24|Europe/London|8'),
      random: randomCharacters(8),
    });
    expect(id).toMatch(consentSessionIdPattern);
    expect(id).toMatch(/^quietline_1772366400000_[0-9a-f]{16}_[A-Za-z0-9]{8}$/);
    expect(siteIdOf(id)).toBe('quietline');
  });
});

describe('fnv1a64Hex', () => {
  it('gives the FNV-1a 64-bit hash as 16 hex characters', () => {
    expect(fnv1a64Hex('')).toBe('cbf29ce484222325');
    expect(fnv1a64Hex('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64Hex('foobar')).toBe('85944171f73967e8');
  });
});

describe('randomCharacters', () => {
  it('draws letters and digits only, redrawing bytes that would bias the alphabet', () => {
    const bytes = [255, 248, 0, 61, 62, 247, 10, 35, 36, 1, 2];
    let offset = 0;
    const fill = (target: Uint8Array<ArrayBuffer>) => {
      for (let i = 0; i < target.length; i += 1) target[i] = bytes[offset++ % bytes.length] ?? 0;
      return target;
    };
    // 255 and 248 are at or past 248 (4 × 62) and are skipped; 62 wraps to 'A', 247 to '9'.
    expect(randomCharacters(8, fill)).toBe('A9A9KjkB');
  });

  it('is a different string each time', () => {
    expect(randomCharacters(8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(randomCharacters(8)).not.toBe(randomCharacters(8));
  });
});
