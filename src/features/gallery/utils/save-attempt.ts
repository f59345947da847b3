/** The last drawing sent to the gallery and the idempotency key it went with. */
export interface SaveAttempt {
  key: string;
  /** The digest of the document sent (ArtworkCapture.digest). */
  digest: string;
}

/**
 * The attempt for saving the document with `digest` now. The same drawing keeps its key, so a retry after a lost
 * answer or a second click stores it once; a changed drawing gets a new key, because the server
 * answers 409 to one key with a different body.
 */
export function nextSaveAttempt(
  previous: SaveAttempt | null,
  digest: string,
  newKey: () => string = () => crypto.randomUUID(),
): SaveAttempt {
  return previous?.digest === digest ? previous : { key: newKey(), digest };
}
