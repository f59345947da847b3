import {
  categoryChangesSchema,
  categoryFieldsSchema,
  categoryFileField,
  contentOrderSchema,
} from '../../../shared/admin/tracing-options';
import type { AuthContext } from '../../services/auth/auth-context';
import { formBody } from '../../http/form-body';
import { jsonBody } from '../../http/validate';
import { createCategory } from '../../services/tracing-options/create-category';
import { deleteCategory } from '../../services/tracing-options/delete-category';
import { listAdminCategories } from '../../services/tracing-options/list-tracing-options';
import { reorderContent } from '../../services/tracing-options/reorder-content';
import type { TracingOptionsContext } from '../../services/tracing-options/tracing-options-context';
import { updateCategory } from '../../services/tracing-options/update-category';
import { staffOnlyRouter } from './admin-only';
import { changeOf } from './change-of';
import { uploadBodyLimits } from './upload-body-limits';

/** /api/admin/content/categories: image categories with their SVG icons (multipart forms). */
export function createContentCategoriesRoutes(auth: AuthContext, ctx: TracingOptionsContext) {
  return staffOnlyRouter(auth)
    .get('/', async (c) => c.json({ items: await listAdminCategories(ctx) }))
    .post('/', uploadBodyLimits.icon, formBody(categoryFieldsSchema, categoryFileField), async (c) => {
      const { fields, file } = c.req.valid('form');
      return c.json(await createCategory(ctx, changeOf(c), fields, file), 201);
    })
    .put('/order', jsonBody(contentOrderSchema), async (c) => {
      await reorderContent(ctx, changeOf(c), 'image_categories', c.req.valid('json'));
      return c.body(null, 204);
    })
    .patch('/:id', uploadBodyLimits.icon, formBody(categoryChangesSchema, categoryFileField), async (c) => {
      const { fields, file } = c.req.valid('form');
      return c.json(await updateCategory(ctx, changeOf(c), c.req.param('id'), fields, file));
    })
    .delete('/:id', async (c) => {
      await deleteCategory(ctx, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
