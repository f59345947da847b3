import { Hono } from 'hono';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { assetIsPremium, findAsset } from '../../db/repositories/content-assets-repository';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { binaryResponse } from '../../http/binary-response';
import { queryParams } from '../../http/validate';
import { readAssetBytes } from '../../services/content/read-asset-bytes';
import type { PracticeContext } from '../../services/practice/practice-context';
import { SignedQuerySchema } from '../../services/signed-urls/url-signer';

/**
 * SVG may carry scripts and links (uploads are sanitised, yet this holds should anything slip
 * through). Opened directly, any asset is a sandboxed document that may load nothing but inline
 * styles and data: images, so it can neither run script nor reach this origin; nosniff (set by
 * binaryResponse) keeps a file from being taken for another type.
 */
const assetHeaders = {
  'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
};

/**
 * GET /api/content/assets/{id}: asset files for `<img>`, `<audio>` and fetch, which send no
 * bearer token. Free assets answer anyone; premium ones only a valid, unexpired signature (the
 * URLs the metadata hands to members whose plan includes them), else 403.
 */
export function createContentAssetRoutes(ctx: PracticeContext) {
  return new Hono<AppEnv>().get('/:assetId', queryParams(SignedQuerySchema), async (c) => {
    const id = c.req.param('assetId');
    const asset = await findAsset(ctx.db, id);
    if (!asset) throw new ApiError(404, practiceMessages.assetNotFound, practiceErrorCodes.notFound);
    const query = c.req.valid('query');
    let cacheControl = 'public, max-age=3600';
    if (await assetIsPremium(ctx.db, id)) {
      if (!(await ctx.urls.verify('asset', id, query))) {
        throw new ApiError(403, practiceMessages.assetLinkInvalid, practiceErrorCodes.signatureInvalid);
      }
      cacheControl = ctx.urls.cacheControl(query);
    }
    const body = await readAssetBytes(ctx.uploads, asset);
    // An upload whose file is missing (e.g. a data folder restored without it) is gone, not a 500.
    if (!body) throw new ApiError(404, practiceMessages.assetNotFound, practiceErrorCodes.notFound);
    const isSvg = asset.media_type === 'image/svg+xml';
    return binaryResponse(c, {
      body,
      contentType: isSvg ? 'image/svg+xml; charset=utf-8' : asset.media_type,
      etag: asset.sha256,
      cacheControl,
      headers: assetHeaders,
    });
  });
}
