import {
  contentOrderSchema,
  imageChangesSchema,
  imageFieldsSchema,
  imageFileField,
} from '../../../shared/admin/tracing-options';
import type { AuthContext } from '../../services/auth/auth-context';
import { formBody } from '../../http/form-body';
import { jsonBody } from '../../http/validate';
import { createImage } from '../../services/tracing-options/create-image';
import { deleteImage } from '../../services/tracing-options/delete-image';
import { listAdminImages } from '../../services/tracing-options/list-tracing-options';
import { reorderContent } from '../../services/tracing-options/reorder-content';
import type { TracingOptionsContext } from '../../services/tracing-options/tracing-options-context';
import { updateImage } from '../../services/tracing-options/update-image';
import { staffOnlyRouter } from './admin-only';
import { changeOf } from './change-of';
import { uploadBodyLimits } from './upload-body-limits';

/** /api/admin/content/images: meditation images from an SVG or raster upload or a URL (multipart forms). */
export function createContentImagesRoutes(auth: AuthContext, ctx: TracingOptionsContext) {
  return staffOnlyRouter(auth)
    .get('/', async (c) => c.json({ items: await listAdminImages(ctx) }))
    .post('/', uploadBodyLimits.image, formBody(imageFieldsSchema, imageFileField), async (c) => {
      const { fields, file } = c.req.valid('form');
      return c.json(await createImage(ctx, changeOf(c), fields, file), 201);
    })
    .put('/order', jsonBody(contentOrderSchema), async (c) => {
      await reorderContent(ctx, changeOf(c), 'meditation_images', c.req.valid('json'));
      return c.body(null, 204);
    })
    .patch('/:id', uploadBodyLimits.image, formBody(imageChangesSchema, imageFileField), async (c) => {
      const { fields, file } = c.req.valid('form');
      return c.json(await updateImage(ctx, changeOf(c), c.req.param('id'), fields, file));
    })
    .delete('/:id', async (c) => {
      await deleteImage(ctx, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
