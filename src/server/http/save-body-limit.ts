import { bodyLimit } from 'hono/body-limit';
import { MAX_IMPORT_CHARS } from '../../shared/canvas/limits';
import { practiceErrorCodes, practiceMessages } from '../../shared/practice/practice-messages';
import { ApiError } from './api-error';

/**
 * Bodies carrying a canvas document: as large as the largest importable document plus the
 * thumbnail and the other fields, and no larger, so an oversized upload is refused before it is
 * read into memory.
 */
export const saveBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_CHARS + 1024 * 1024,
  onError: () => {
    throw new ApiError(413, practiceMessages.bodyTooLarge, practiceErrorCodes.bodyTooLarge);
  },
});
