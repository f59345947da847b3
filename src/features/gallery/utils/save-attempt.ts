/** The last drawing sent to the gallery and the idempotency key it went with. */
export interface SaveAttempt {
  key: string;
  /** The exported document JSON, as sent. */
  json: string;
}

/**
 * The attempt for saving `json` now. The same drawing keeps its key, so a retry after a lost
 * answer or a second click stores it once; a changed drawing gets a new key, because the server
 * answers 409 to one key with a different body.
 */
export function nextSaveAttempt(
  previous: SaveAttempt | null,
  json: string,
  newKey: () => string = () => crypto.randomUUID(),
): SaveAttempt {
  return previous?.json === json ? previous : { key: newKey(), json };
}
