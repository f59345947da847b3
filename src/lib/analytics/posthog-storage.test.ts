import { describe, expect, it } from 'vitest';
import { cookieDeletions, cookieNames, isPosthogKey } from './posthog-storage';

describe('isPosthogKey', () => {
  it("knows PostHog's persistence, window and opt-in keys, and nothing of ours", () => {
    for (const key of ['ph_phc_abc_posthog', 'ph_phc_abc_window_id', '__ph_opt_in_out_phc_abc'])
      expect(isPosthogKey(key), key).toBe(true);
    for (const key of ['cookie-consent', 'cookieConsent', 'accessToken', 'graph_ph_x', 'php_session'])
      expect(isPosthogKey(key), key).toBe(false);
  });
});

describe('cookieNames', () => {
  it('lists the names of a document.cookie string', () => {
    expect(cookieNames('a=1; ph_phc_x_posthog=%7B%7D; empty=;  spaced = v')).toEqual([
      'a',
      'ph_phc_x_posthog',
      'empty',
      'spaced',
    ]);
    expect(cookieNames('')).toEqual([]);
  });
});

describe('cookieDeletions', () => {
  it('deletes on the host and every parent domain but the top-level one', () => {
    expect(cookieDeletions('ph_x', 'app.quietline.example')).toEqual([
      'ph_x=; Max-Age=0; Path=/',
      'ph_x=; Max-Age=0; Path=/; Domain=app.quietline.example',
      'ph_x=; Max-Age=0; Path=/; Domain=quietline.example',
    ]);
  });

  it('deletes only on the host for localhost and IP addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '::1'])
      expect(cookieDeletions('ph_x', host), host).toEqual(['ph_x=; Max-Age=0; Path=/']);
  });
});
