import { SESSION_LENGTH_MAX, SESSION_LENGTH_MIN } from './practice-limits';

/**
 * The session length field's text as whole minutes, or null when it is not a whole number within
 * 1–120. Strict on purpose: "10.5", "1e1" and " " are refused rather than rounded, so what the
 * member sees saved is exactly what they typed.
 */
export function parseSessionLength(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= SESSION_LENGTH_MIN && minutes <= SESSION_LENGTH_MAX ? minutes : null;
}
