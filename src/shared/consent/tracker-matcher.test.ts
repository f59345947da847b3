import { describe, expect, it } from 'vitest';
import { trackerDomains, trackerGroups } from './tracker-domains';
import { createTrackerMatcher, parseExtraTrackerDomains } from './tracker-matcher';

const match = createTrackerMatcher(trackerDomains);

describe('createTrackerMatcher', () => {
  it('matches a listed domain and its subdomains, not look-alikes', () => {
    expect(match('google-analytics.com')).toBe('Analytics');
    expect(match('www.google-analytics.com')).toBe('Analytics');
    expect(match('i.posthog.com')).toBe('Analytics');
    expect(match('us.i.posthog.com')).toBe('Analytics');
    expect(match('connect.facebook.net')).toBe('Social');
    expect(match('platform.twitter.com')).toBe('Social');
    expect(match('stats.g.doubleclick.net')).toBe('Advertising');
    expect(match('notgoogle-analytics.com')).toBeNull();
    expect(match('google-analytics.com.example.org')).toBeNull();
    expect(match('example.com')).toBeNull();
    expect(match('localhost')).toBeNull();
  });

  it('lets the most specific entry decide the group', () => {
    expect(match('www.linkedin.com')).toBe('Social');
    expect(match('px.ads.linkedin.com')).toBe('Advertising');
    expect(match('platform.linkedin.com')).toBe('Social');
    expect(match('snap.licdn.com')).toBe('Advertising');
  });

  it('ignores case and a trailing dot', () => {
    expect(match('WWW.GoogleTagManager.COM.')).toBe('Analytics');
  });

  it('keeps the maintained list well formed: lowercase hosts, each listed once', () => {
    const all = trackerGroups.flatMap((group) => trackerDomains[group]);
    expect(new Set(all).size).toBe(all.length);
    for (const domain of all) expect(domain).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
  });

  it('adds configured extras to the maintained list', () => {
    const withExtras = createTrackerMatcher(
      trackerDomains,
      parseExtraTrackerDomains('social:embed.example.net'),
    );
    expect(withExtras('cdn.embed.example.net')).toBe('Social');
    expect(withExtras('google-analytics.com')).toBe('Analytics');
  });
});

describe('parseExtraTrackerDomains', () => {
  it('reads bare domains as Analytics and group-prefixed ones into their group', () => {
    expect(
      parseExtraTrackerDomains(' stats.example.com, Advertising:ads.example.net\nemail:Mail.Example.org '),
    ).toEqual({
      Analytics: ['stats.example.com'],
      Advertising: ['ads.example.net'],
      Email: ['mail.example.org'],
    });
  });

  it('skips unknown groups and malformed domains', () => {
    expect(
      parseExtraTrackerDomains('nope:a.example.com,https://b.example.com,localhost,*.c.com,ok.example.com'),
    ).toEqual({ Analytics: ['ok.example.com'] });
    expect(parseExtraTrackerDomains(undefined)).toEqual({});
    expect(parseExtraTrackerDomains('')).toEqual({});
  });
});
