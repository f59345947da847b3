import { contentUploadLimits, formatMegabytes, soundtrackDurationLimits } from './content-upload-limits';

/**
 * Texts and stable codes of the tracing-options API's errors (`{message, code}`), shown as they
 * are by the console.
 */
export const tracingOptionsMessages = {
  multipartRequired: 'Content-Type must be multipart/form-data',
  malformedForm: 'Malformed form body',
  fileFieldUnexpected: 'Send the file in its own field only',
  svgTooLarge: `An SVG file may be at most ${formatMegabytes(contentUploadLimits.svgBytes)}`,
  rasterTooLarge: `An image file may be at most ${formatMegabytes(contentUploadLimits.rasterBytes)}`,
  audioTooLarge: `An audio file may be at most ${formatMegabytes(contentUploadLimits.audioBytes)}`,
  imageType: 'Upload an SVG, PNG, JPEG, WebP or GIF image',
  iconType: 'The icon must be an SVG file',
  audioType: 'Upload an MP3, Ogg, Opus, WAV, M4A, AAC or FLAC audio file',
  audioUnreadable: 'The length of this audio file cannot be read',
  audioDuration: `A soundtrack must last between ${soundtrackDurationLimits.minSeconds} second and ${
    soundtrackDurationLimits.maxSeconds / 3600
  } hours`,
  sourceRequired: 'Upload a file or give a URL',
  sourceConflict: 'Give either a file or a URL, not both',
  kindRequired: 'Say whether the image at this URL is an SVG or a raster image',
  categoryNotFound: 'This category no longer exists',
  categoryInUse: 'This category still has images: move or delete them first',
  imageNotFound: 'This image no longer exists',
  soundtrackNotFound: 'This soundtrack no longer exists',
  silenceFixed: 'Silence is built in: it cannot be changed or deleted',
  orderStale: 'The list changed meanwhile: reload it and try again',
} as const;

export const tracingOptionsErrorCodes = {
  multipartRequired: 'unsupported_media_type',
  malformedForm: 'malformed_form',
  fileTooLarge: 'file_too_large',
  fileType: 'unsupported_file_type',
  audioDuration: 'audio_duration',
  sourceRequired: 'source_required',
  sourceConflict: 'source_conflict',
  kindRequired: 'kind_required',
  categoryNotFound: 'category_not_found',
  categoryInUse: 'category_in_use',
  imageNotFound: 'image_not_found',
  soundtrackNotFound: 'soundtrack_not_found',
  silenceFixed: 'silence_fixed',
  orderStale: 'order_stale',
} as const;
