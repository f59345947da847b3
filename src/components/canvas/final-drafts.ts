/**
 * The last drafts of canvases that are going away, by draft key, while they are being written.
 * A member who leaves /practice/draw and comes straight back gets a new engine while the old one
 * may still be writing: the new one reads (and discards) drafts only after that write.
 */
const writing = new Map<string, Promise<void>>();

/** Records the final draft write of a canvas being stopped. */
export function trackFinalDraft(key: string, write: Promise<unknown>): void {
  const settled = write.then(
    () => undefined,
    () => undefined,
  );
  writing.set(key, settled);
  void settled.then(() => {
    if (writing.get(key) === settled) writing.delete(key);
  });
}

/** Resolves once no earlier canvas is still writing the draft under `key`. */
export function finalDraftWritten(key: string | undefined): Promise<void> {
  return (key === undefined ? undefined : writing.get(key)) ?? Promise.resolve();
}
