import { Hono } from 'hono';
import { practiceErrorCodes, practiceMessages } from '../../../shared/practice/practice-messages';
import { assetBytes, assetIsPremium, findAsset } from '../../db/repositories/content-assets-repository';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { binaryResponse } from '../../http/binary-response';
import { queryParams } from '../../http/validate';
import type { PracticeContext } from '../../services/practice/practice-context';
import { SignedQuerySchema, signedCacheControl } from '../../services/signed-urls/url-signer';

/**
 * SVG may carry scripts and links. Served as an image, with nothing allowed but inline styles, it
 * cannot run or load anything even when opened directly; nosniff keeps it from becoming HTML.
 */
const svgHeaders = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" };

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
      cacheControl = signedCacheControl(query);
    }
    const isSvg = asset.media_type === 'image/svg+xml';
    return binaryResponse(c, {
      body: assetBytes(asset),
      contentType: isSvg ? 'image/svg+xml; charset=utf-8' : asset.media_type,
      etag: asset.sha256,
      cacheControl,
      headers: isSvg ? svgHeaders : {},
    });
  });
}
