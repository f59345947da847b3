/**
 * A saved document is stored in parts of at most this many characters (ADR 014): SQLite writes
 * one part in a few milliseconds, so even the largest save never holds the server for longer.
 */
export const DOCUMENT_PART_CHARS = 1024 * 1024;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Splits text into parts of at most `size` characters (at least one part), never between the two
 * halves of a surrogate pair, which a database would store as two replacement characters.
 */
export function splitIntoParts(text: string, size = DOCUMENT_PART_CHARS): string[] {
  const parts: string[] = [];
  let start = 0;
  do {
    let end = Math.min(start + size, text.length);
    if (end < text.length && end - start > 1 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    parts.push(text.slice(start, end));
    start = end;
  } while (start < text.length);
  return parts;
}
