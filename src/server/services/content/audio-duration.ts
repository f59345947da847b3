import { parseBuffer } from 'music-metadata';

/** An audio file's length in milliseconds as its headers and frames say; null when unreadable. */
export async function audioDurationMs(bytes: Uint8Array, mediaType: string): Promise<number | null> {
  try {
    const { format } = await parseBuffer(
      bytes,
      { mimeType: mediaType, size: bytes.length },
      { duration: true },
    );
    const seconds = format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000)
      : null;
  } catch {
    return null;
  }
}
