/** Milliseconds per unit of the spec's time format; a year is a fixed 365 days, never a calendar year. */
const unitMs = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  y: 31_536_000_000,
} as const;

const timeFormat = /^(\d+)([smhdwy])$/;

/**
 * Parses the spec's time format (digits followed by one of s m h d w y, e.g. "15m") into
 * milliseconds. Anything else, including values too large to count exactly, throws
 * 'Invalid time format' — the message the spec and the server's start-up errors rely on.
 */
export function parseDuration(value: string): number {
  const match = timeFormat.exec(value);
  const amount = match?.[1];
  const unit = match?.[2] as keyof typeof unitMs | undefined;
  if (amount === undefined || unit === undefined) throw new Error('Invalid time format');
  const ms = Number(amount) * unitMs[unit];
  if (!Number.isSafeInteger(ms)) throw new Error('Invalid time format');
  return ms;
}
