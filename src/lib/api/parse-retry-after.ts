/**
 * A Retry-After header as whole seconds from `nowMs`: either delay-seconds ("900") or an HTTP
 * date (RFC 9110 §10.2.3). Undefined when absent or unreadable, so callers fall back to a
 * message without a time.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // Every HTTP date form starts with the day's name; Date.parse alone would read "1.5" as a date.
  const date = /^[A-Za-z]/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}
