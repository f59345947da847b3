import { describe, expect, it } from 'vitest';
import { noConsent } from '../../../shared/consent/consent-categories';
import { trackerDomains } from '../../../shared/consent/tracker-domains';
import { createTrackerMatcher } from '../../../shared/consent/tracker-matcher';
import { isBlockedUrl } from './is-blocked-url';

const page = 'https://quietline.app/practice';
const match = createTrackerMatcher(trackerDomains);

describe('isBlockedUrl', () => {
  it('blocks a listed tracker until its category is consented', () => {
    const url = 'https://www.google-analytics.com/g/collect?v=2';
    expect(isBlockedUrl(url, page, match, noConsent)).toBe(true);
    expect(isBlockedUrl(url, page, match, { ...noConsent, social: true, advertising: true })).toBe(true);
    expect(isBlockedUrl(url, page, match, { ...noConsent, analytics: true })).toBe(false);
  });

  it('maps each group to its category', () => {
    const consented = { analytics: false, social: true, advertising: false };
    expect(isBlockedUrl('https://connect.facebook.net/en_US/sdk.js', page, match, consented)).toBe(false);
    expect(isBlockedUrl('https://consent.cookiebot.com/uc.js', page, match, consented)).toBe(true);
    expect(isBlockedUrl('https://js.hs-scripts.com/1.js', page, match, consented)).toBe(true);
    expect(
      isBlockedUrl('https://js.hs-scripts.com/1.js', page, match, { ...consented, advertising: true }),
    ).toBe(false);
  });

  it('never blocks our own origin, relative URLs or non-web schemes', () => {
    const ownSite = createTrackerMatcher({ Analytics: ['quietline.app'] });
    expect(isBlockedUrl('/api/analytics/track', page, ownSite, noConsent)).toBe(false);
    expect(isBlockedUrl('https://quietline.app/api/consents', page, ownSite, noConsent)).toBe(false);
    expect(isBlockedUrl('https://cdn.quietline.app/x.js', page, ownSite, noConsent)).toBe(true);
    expect(isBlockedUrl('data:text/plain,hi', page, match, noConsent)).toBe(false);
    expect(isBlockedUrl('http://[oops', page, match, noConsent)).toBe(false);
  });

  it('lets unlisted hosts through', () => {
    expect(isBlockedUrl('https://example.com/embed', page, match, noConsent)).toBe(false);
    expect(isBlockedUrl('http://127.0.0.1:4318/v1/traces', page, match, noConsent)).toBe(false);
  });
});
