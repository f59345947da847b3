import { SaveSessionResponseSchema } from '../../../shared/practice/practice-session';

/**
 * The artwork id in the server's answer to a session save; null when there is no answer yet,
 * the answer is not a session save, or (on a replay) the member has since deleted the artwork.
 */
export function savedArtworkId(result: unknown): string | null {
  const parsed = SaveSessionResponseSchema.safeParse(result);
  return parsed.success ? (parsed.data.artwork?.id ?? null) : null;
}
