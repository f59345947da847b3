import { contentUploadLimits } from '../../../shared/admin/content-upload-limits';
import { tracingOptionsMessages as messages } from '../../../shared/admin/tracing-options-messages';
import { bodyLimit } from '../../http/body-limit';

/** Room for the form's text fields and multipart framing around the file. */
const formOverheadBytes = 64 * 1024;

/**
 * Body limits of the upload forms: the largest file the form takes plus its fields, refused (413)
 * before it is read whole. The finer limit per detected type applies after (check-upload.ts).
 */
export const uploadBodyLimits = {
  icon: bodyLimit({
    maxBytes: contentUploadLimits.svgBytes + formOverheadBytes,
    message: messages.svgTooLarge,
  }),
  image: bodyLimit({
    maxBytes: contentUploadLimits.rasterBytes + formOverheadBytes,
    message: messages.rasterTooLarge,
  }),
  audio: bodyLimit({
    maxBytes: contentUploadLimits.audioBytes + formOverheadBytes,
    message: messages.audioTooLarge,
  }),
};
