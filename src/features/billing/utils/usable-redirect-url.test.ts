import { describe, expect, it } from 'vitest';
import { usableRedirectUrl } from './usable-redirect-url';

const base = 'https://quietline.test';

describe('usableRedirectUrl', () => {
  it('follows http(s) URLs, absolute or relative to the app', () => {
    expect(usableRedirectUrl('https://checkout.stripe.com/c/pay/cs_1', base)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(usableRedirectUrl('/billing/local/checkout/lcs_1', base)).toBe(
      'https://quietline.test/billing/local/checkout/lcs_1',
    );
    expect(usableRedirectUrl('http://localhost:5173/subscription/success', base)).toBe(
      'http://localhost:5173/subscription/success',
    );
  });

  it('refuses script URLs, other schemes, empty values and non-strings', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'ftp://x.test/']) {
      expect(usableRedirectUrl(url, base), url).toBeNull();
    }
    for (const url of ['', '   ', undefined, null, 42, { url: '/' }]) {
      expect(usableRedirectUrl(url, base)).toBeNull();
    }
  });
});
