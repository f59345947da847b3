import { contentUploadLimits, soundtrackDurationLimits } from '../../../shared/admin/content-upload-limits';
import {
  tracingOptionsErrorCodes as codes,
  tracingOptionsMessages as messages,
} from '../../../shared/admin/tracing-options-messages';
import { DomainError } from '../domain-error';
import { audioDurationMs } from './audio-duration';
import { detectFileType, type DetectedFileType, type UploadKind } from './detect-file-type';
import { sanitizeSvgUpload } from './sanitize-svg-upload';
import { svgTools } from './svg-tools';

/** What an upload is for: a meditation image, a category icon or a soundtrack. */
export type UploadPurpose = 'image' | 'icon' | 'audio';

const accepted: Record<UploadPurpose, { kinds: readonly UploadKind[]; wrongType: string }> = {
  image: { kinds: ['svg', 'raster'], wrongType: messages.imageType },
  icon: { kinds: ['svg'], wrongType: messages.iconType },
  audio: { kinds: ['audio'], wrongType: messages.audioType },
};

const limits: Record<UploadKind, { bytes: number; tooLarge: string }> = {
  svg: { bytes: contentUploadLimits.svgBytes, tooLarge: messages.svgTooLarge },
  raster: { bytes: contentUploadLimits.rasterBytes, tooLarge: messages.rasterTooLarge },
  audio: { bytes: contentUploadLimits.audioBytes, tooLarge: messages.audioTooLarge },
};

/** An upload that passed every check: the bytes to store (an SVG's sanitised). */
export interface CheckedUpload extends DetectedFileType {
  bytes: Uint8Array;
  /** Audio only. */
  durationMs: number | null;
}

const wrongType = (purpose: UploadPurpose) =>
  new DomainError('unsupported_type', accepted[purpose].wrongType, codes.fileType);

async function checkedDuration(bytes: Uint8Array, mediaType: string): Promise<number> {
  const durationMs = await audioDurationMs(bytes, mediaType);
  if (durationMs === null)
    throw new DomainError('unsupported_type', messages.audioUnreadable, codes.fileType);
  const { minSeconds, maxSeconds } = soundtrackDurationLimits;
  if (durationMs < minSeconds * 1000 || durationMs > maxSeconds * 1000)
    throw new DomainError('invalid', messages.audioDuration, codes.audioDuration);
  return durationMs;
}

/**
 * Checks an upload by its content, never its name or declared type: wrong type → 415, larger than
 * its kind allows → 413, audio of unreadable or unreasonable length → 415/400. Nothing is stored
 * here, so a refused upload leaves nothing behind.
 */
export async function checkUpload(file: File, purpose: UploadPurpose): Promise<CheckedUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await detectFileType(bytes);
  if (!detected || !accepted[purpose].kinds.includes(detected.kind)) throw wrongType(purpose);
  const limit = limits[detected.kind];
  if (bytes.length > limit.bytes) throw new DomainError('too_large', limit.tooLarge, codes.fileTooLarge);
  if (detected.kind === 'audio')
    return { ...detected, bytes, durationMs: await checkedDuration(bytes, detected.mediaType) };
  if (detected.kind === 'svg') {
    const clean = sanitizeSvgUpload(await svgTools(), new TextDecoder().decode(bytes));
    if (clean === null) throw wrongType(purpose);
    return { ...detected, bytes: new TextEncoder().encode(clean), durationMs: null };
  }
  return { ...detected, bytes, durationMs: null };
}
