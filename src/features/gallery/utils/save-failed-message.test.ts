import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { createI18n } from '../../../lib/i18n/create-i18n';
import { ar } from '../../../shared/i18n/ar';
import { en } from '../../../shared/i18n/en';
import { saveFailedMessage } from './save-failed-message';

const galleryFull = new ApiError(
  409,
  'Your gallery is full: it keeps at most 5,000 artworks. Delete some to save new ones',
  'storage_quota_exceeded',
);

describe('saveFailedMessage', () => {
  const { t } = createI18n(en);

  it('tells a member whose gallery is full to make room, in their language', async () => {
    expect(saveFailedMessage(t, galleryFull)).toBe(
      'Your gallery is full. Delete some artworks to save new ones.',
    );
    const arabic = createI18n(en);
    arabic.addResourceBundle('ar', 'translation', ar, true, true);
    await arabic.changeLanguage('ar');
    expect(saveFailedMessage(arabic.t, galleryFull)).toBe(
      'معرضك ممتلئ. احذف بعض الأعمال لتتمكن من حفظ أعمال جديدة.',
    );
  });

  it('says how long to wait after too many saves', () => {
    expect(saveFailedMessage(t, new ApiError(429, 'Too many attempts', 'rate_limited', 90))).toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
  });

  it('keeps the general message for anything else, such as an idempotency conflict (also 409)', () => {
    expect(saveFailedMessage(t, new ApiError(409, 'conflict', 'idempotency_conflict'))).toBe(
      'Failed to save canvas',
    );
    expect(saveFailedMessage(t, new TypeError('Failed to fetch'))).toBe('Failed to save canvas');
  });
});
