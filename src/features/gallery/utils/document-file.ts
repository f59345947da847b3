/** A saved document as the JSON file the engine's import reads (the same path as a user's file). */
export function documentFile(document: Readonly<Record<string, unknown>>): File {
  return new File([JSON.stringify(document)], 'artwork.json', { type: 'application/json' });
}
