import { MAX_IMPORT_CHARS } from '../../shared/canvas/limits';
import { practiceMessages } from '../../shared/practice/practice-messages';
import { bodyLimit } from './body-limit';

/** The largest importable document plus the thumbnail and the other fields of a save. */
export const SAVE_BODY_MAX_BYTES = MAX_IMPORT_CHARS + 1024 * 1024;

/**
 * Bodies carrying a canvas document: SAVE_BODY_MAX_BYTES and no larger, so an oversized upload is
 * refused before it is read into memory.
 */
export const saveBodyLimit = bodyLimit({
  maxBytes: SAVE_BODY_MAX_BYTES,
  message: practiceMessages.bodyTooLarge,
});
