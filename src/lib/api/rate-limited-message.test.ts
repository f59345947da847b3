import { describe, expect, it } from 'vitest';
import { ar } from '../../shared/i18n/ar';
import { en } from '../../shared/i18n/en';
import { createI18n } from '../i18n/create-i18n';
import { ApiError } from './api-error';
import { rateLimitedMessage } from './rate-limited-message';

const limited = (retryAfterSeconds?: number) =>
  new ApiError(429, 'Too many attempts', 'rate_limited', retryAfterSeconds);

describe('rateLimitedMessage', () => {
  const { t } = createI18n(en);

  it('says how long to wait: seconds under a minute, minutes rounded up from there', () => {
    expect(rateLimitedMessage(t, limited(1))).toBe('Too many attempts. Please try again in 1 second.');
    expect(rateLimitedMessage(t, limited(45))).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(rateLimitedMessage(t, limited(60))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimitedMessage(t, limited(61))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(rateLimitedMessage(t, limited(14 * 60))).toBe(
      'Too many attempts. Please try again in 14 minutes.',
    );
  });

  it('falls back to the message without a time when Retry-After was missing', () => {
    expect(rateLimitedMessage(t, limited())).toBe('Too many attempts. Please wait and try again.');
  });

  it('answers null for anything but a 429', () => {
    expect(rateLimitedMessage(t, new ApiError(401, 'Invalid credentials'))).toBeNull();
    expect(rateLimitedMessage(t, new TypeError('Failed to fetch'))).toBeNull();
  });

  it('agrees with the number in Arabic', async () => {
    const i18n = createI18n(en);
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
    await i18n.changeLanguage('ar');
    expect(rateLimitedMessage(i18n.t, limited(120))).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقتين.',
    );
    expect(rateLimitedMessage(i18n.t, limited(5))).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 5 ثوانٍ.',
    );
  });
});
