import type { GalleryPage } from '../../../shared/practice/artwork';
import { GALLERY_PAGE_SIZE } from '../../../shared/practice/practice-limits';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import {
  deleteOwnArtwork,
  findArtworkThumbnail,
  findOwnArtworkDocument,
  findOwnArtworkMeta,
  listOwnArtworks,
} from '../../db/repositories/artworks-repository';
import { DomainError } from '../domain-error';
import type { SignedQuery } from '../signed-urls/url-signer';
import { decodeCursor, encodeCursor } from './gallery-cursor';
import type { PracticeContext } from './practice-context';
import { presentArtwork } from './present-artwork';

/**
 * The member's artworks (session drawings and free drawings). Every lookup is by id AND owner, so
 * another member's artwork is not found exactly like a missing one.
 */
export const artworkNotFound = () =>
  new DomainError('not_found', practiceMessages.artworkNotFound, practiceErrorCodes.notFound);

/** One page, newest first; a cursor this server did not make is invalid. */
export async function galleryPage(
  ctx: PracticeContext,
  userId: string,
  { cursor, limit = GALLERY_PAGE_SIZE }: { cursor?: string; limit?: number },
): Promise<GalleryPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && !after) {
    throw new DomainError('invalid', practiceMessages.invalidCursor, practiceErrorCodes.validationFailed);
  }
  // One extra row tells whether another page follows.
  const rows = await listOwnArtworks(ctx.db, userId, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await Promise.all(page.map((row) => presentArtwork(row, ctx.urls))),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/**
 * ArtworkDetail as JSON text. The document is JSON this server wrote after validating it: splicing
 * the stored text in spares parsing and re-serialising up to 32 MB per request.
 */
export async function artworkDetailJson(ctx: PracticeContext, userId: string, id: string): Promise<string> {
  const [meta, document] = await Promise.all([
    findOwnArtworkMeta(ctx.db, userId, id),
    findOwnArtworkDocument(ctx.db, userId, id),
  ]);
  if (!meta || document === undefined) throw artworkNotFound();
  const artwork = await presentArtwork(meta, ctx.urls);
  return `{"artwork":${JSON.stringify(artwork)},"document":${document}}`;
}

/** Deletes the member's artwork (its session stays). */
export async function deleteArtwork(ctx: PracticeContext, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnArtwork(ctx.db, userId, id))) throw artworkNotFound();
}

/** The thumbnail PNG for `<img src>`: no bearer token, so the signature (handed only to the owner) is the gate. */
export async function artworkThumbnail(
  ctx: PracticeContext,
  id: string,
  query: SignedQuery,
): Promise<Buffer> {
  if (!(await ctx.urls.verify('thumbnail', id, query))) {
    throw new DomainError(
      'forbidden',
      practiceMessages.assetLinkInvalid,
      practiceErrorCodes.signatureInvalid,
    );
  }
  const thumbnail = await findArtworkThumbnail(ctx.db, id);
  if (thumbnail === undefined) throw artworkNotFound();
  return Buffer.from(thumbnail, 'base64');
}
