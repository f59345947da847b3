import { describe, expect, it } from 'vitest';
import { pageNameOf, pagePatternOf, trackedPageOf } from './tracked-page-of';

describe('pagePatternOf', () => {
  it('finds the route a pathname shows, and * for any other', () => {
    expect(pagePatternOf('/')).toBe('/');
    expect(pagePatternOf('/practice/gallery')).toBe('/practice/gallery');
    expect(pagePatternOf('/practice/gallery/')).toBe('/practice/gallery');
    expect(pagePatternOf('/billing/local/checkout/cs_123')).toBe('/billing/local/checkout/:sessionId');
    expect(pagePatternOf('/nowhere/at/all')).toBe('*');
  });
});

describe('pageNameOf', () => {
  it('names pages by their path, without parameters', () => {
    expect(pageNameOf('/')).toBe('home');
    expect(pageNameOf('*')).toBe('not_found');
    expect(pageNameOf('/manage/feature-flags')).toBe('manage_feature_flags');
    expect(pageNameOf('/billing/local/checkout/:sessionId')).toBe('billing_local_checkout');
  });
});

describe('trackedPageOf', () => {
  it('tracks views and time (10 s minimum) with the route group as context', () => {
    expect(trackedPageOf('/practice', ['root', '0-0', 'logged-in', '0-0-1-3'])).toEqual({
      path: '/practice',
      name: 'practice',
      pageView: true,
      timeOnPage: true,
      minimumSeconds: 10,
      context: { page_group: 'logged-in' },
    });
    expect(trackedPageOf('/missing', ['root', '0-0', '0-0-3']).context).toEqual({});
  });

  it('tracks nothing on pages that only pass the visitor on', () => {
    for (const path of ['/logout', '/login-google-callback', '/login-apple-callback']) {
      const page = trackedPageOf(path, ['public']);
      expect([page.pageView, page.timeOnPage], path).toEqual([false, false]);
    }
  });
});
