/** Two-factor codes are six digits (spec §5, §9). */
export const CODE_LENGTH = 6;

/** Drops the spaces and dashes people paste from authenticator apps ("123 456", "123-456"). */
export function sanitizeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** One slot per character; extra characters are cut off. */
export function codeToSlots(code: string): string[] {
  return Array.from({ length: CODE_LENGTH }, (_, index) => code[index] ?? '');
}

/** True for exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}
