/**
 * Limits of a canvas document, enforced by CanvasDocumentSchema on import (UI) and on save
 * (server) so that a hostile or corrupted file is refused with a message instead of freezing
 * the tab. Sized from the engine benchmark: 10,000 strokes × 100 points stays interactive.
 */

/** An import file larger than this (characters of JSON text, bytes for ASCII JSON) is refused. */
export const MAX_IMPORT_CHARS = 32 * 1024 * 1024;
/** A stroke may hold at most this many points (a minute of 240 Hz input before simplification). */
export const MAX_POINTS_PER_STROKE = 20_000;
/** A document may hold at most this many strokes. */
export const MAX_STROKES = 20_000;
/** A document may hold at most this many points over all its strokes. */
export const MAX_TOTAL_POINTS = 1_000_000;
/** Document coordinates must lie within ±this (a hundred documents away is surely corrupt). */
export const MAX_COORDINATE = 100_000;
/** A document's virtual width and height lie within 1 and this. */
export const MAX_DOCUMENT_SIDE = 20_000;

/** Formats a limit for a message: 20000 → "20,000". */
export function formatLimit(value: number): string {
  return value.toLocaleString('en-US');
}
