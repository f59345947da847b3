import type { TFunction } from 'i18next';
import { hasApiErrorCode } from '../../../lib/api/api-error';
import { rateLimitedMessage } from '../../../lib/api/rate-limited-message';
import { practiceErrorCodes } from '../../../shared/practice/practice-messages';

/** Why 'Save to gallery' failed, in words the member can act on: make room, wait, or try again. */
export function saveFailedMessage(t: TFunction, error: unknown): string {
  if (hasApiErrorCode(error, practiceErrorCodes.storageQuotaExceeded)) return t('gallery.galleryFull');
  return rateLimitedMessage(t, error) ?? t('gallery.saveFailed');
}
