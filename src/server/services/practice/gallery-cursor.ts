import type { ArtworkCursor } from '../../db/repositories/artworks-repository';

/** An opaque page position: base64url of "<createdAt>.<id>". */
export function encodeCursor({ createdAt, id }: ArtworkCursor): string {
  return Buffer.from(`${createdAt}.${id}`, 'utf8').toString('base64url');
}

/** The position in a cursor, or undefined when it is not one this server made. */
export function decodeCursor(cursor: string): ArtworkCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const createdAt = Number(match[1]);
  return Number.isSafeInteger(createdAt) ? { createdAt, id: match[2] as string } : undefined;
}
