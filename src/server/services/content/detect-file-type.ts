import { fileTypeFromBuffer } from 'file-type';
import { parseSvgDocument, utf8Text } from './svg-document';
import { svgTools } from './svg-tools';

export type UploadKind = 'svg' | 'raster' | 'audio';

export interface DetectedFileType {
  kind: UploadKind;
  mediaType: string;
  /** Of the stored file's generated name. */
  extension: string;
}

const rasterExtensions = new Set(['png', 'jpg', 'webp', 'gif']);
const audioExtensions = new Set(['mp3', 'ogg', 'opus', 'wav', 'm4a', 'aac', 'flac']);

/**
 * What a file is, from its bytes alone (never its name or declared type): a raster image or audio
 * by its signature (file-type), an SVG when it parses as XML with an `<svg>` root; else null.
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFileType | null> {
  const signature = await fileTypeFromBuffer(bytes);
  if (signature && rasterExtensions.has(signature.ext))
    return { kind: 'raster', mediaType: signature.mime, extension: signature.ext };
  if (signature && audioExtensions.has(signature.ext))
    return { kind: 'audio', mediaType: signature.mime, extension: signature.ext };
  // SVG is text: file-type knows it at most as XML.
  if (signature && signature.ext !== 'xml') return null;
  const text = utf8Text(bytes);
  if (text === null || !parseSvgDocument(await svgTools(), text)) return null;
  return { kind: 'svg', mediaType: 'image/svg+xml', extension: 'svg' };
}
