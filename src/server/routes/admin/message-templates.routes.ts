import {
  createTemplateRequestSchema,
  renderTemplateRequestSchema,
  updateTemplateRequestSchema,
  type TemplateList,
} from '../../../shared/messaging/message-templates';
import { listMessageTemplates } from '../../db/repositories/message-templates-repository';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { createTemplate } from '../../services/messaging/templates/create-template';
import { deleteTemplate } from '../../services/messaging/templates/delete-template';
import { presentTemplate } from '../../services/messaging/templates/present-template';
import { renderDraft } from '../../services/messaging/templates/render-draft';
import { sendTestMessage } from '../../services/messaging/templates/send-test-message';
import { updateTemplate } from '../../services/messaging/templates/update-template';
import { staffOnlyRouter } from './admin-only';
import { changeOf } from './change-of';

/**
 * /api/admin/messaging/templates (admin and editor): list, create, change and delete templates,
 * each change audited in its own transaction; render a draft with sample values (preview) or
 * send it to the caller's own address (test send).
 */
export function createMessageTemplatesRoutes(auth: AuthContext) {
  return staffOnlyRouter(auth)
    .get('/', async (c) => {
      const body: TemplateList = { items: (await listMessageTemplates(auth.db)).map(presentTemplate) };
      return c.json(body);
    })
    .post('/', jsonBody(createTemplateRequestSchema), async (c) =>
      c.json(await createTemplate(auth, changeOf(c), c.req.valid('json')), 201),
    )
    .post('/preview', jsonBody(renderTemplateRequestSchema), async (c) =>
      c.json(await renderDraft(auth, c.req.valid('json'))),
    )
    .post('/test-send', jsonBody(renderTemplateRequestSchema), async (c) =>
      c.json(await sendTestMessage(auth, c.var.user, c.req.valid('json')), 202),
    )
    .patch('/:id', jsonBody(updateTemplateRequestSchema), async (c) =>
      c.json(await updateTemplate(auth, changeOf(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await deleteTemplate(auth, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
