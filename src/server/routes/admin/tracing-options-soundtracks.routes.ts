import {
  soundtrackChangesSchema,
  soundtrackFieldsSchema,
  soundtrackFileField,
} from '../../../shared/admin/tracing-options';
import type { AuthContext } from '../../services/auth/auth-context';
import { formBody } from '../../http/form-body';
import { createSoundtrack } from '../../services/tracing-options/create-soundtrack';
import { deleteSoundtrack } from '../../services/tracing-options/delete-soundtrack';
import { listAdminSoundtracks } from '../../services/tracing-options/list-tracing-options';
import type { TracingOptionsContext } from '../../services/tracing-options/tracing-options-context';
import { updateSoundtrack } from '../../services/tracing-options/update-soundtrack';
import { staffOnlyRouter } from './admin-only';
import { changeOf } from './change-of';
import { uploadBodyLimits } from './upload-body-limits';

/** /api/admin/content/soundtracks: soundtracks from an audio upload or a URL (multipart forms). */
export function createContentSoundtracksRoutes(auth: AuthContext, ctx: TracingOptionsContext) {
  return staffOnlyRouter(auth)
    .get('/', async (c) => c.json({ items: await listAdminSoundtracks(ctx) }))
    .post('/', uploadBodyLimits.audio, formBody(soundtrackFieldsSchema, soundtrackFileField), async (c) => {
      const { fields, file } = c.req.valid('form');
      return c.json(await createSoundtrack(ctx, changeOf(c), fields, file), 201);
    })
    .patch(
      '/:id',
      uploadBodyLimits.audio,
      formBody(soundtrackChangesSchema, soundtrackFileField),
      async (c) => {
        const { fields, file } = c.req.valid('form');
        return c.json(await updateSoundtrack(ctx, changeOf(c), c.req.param('id'), fields, file));
      },
    )
    .delete('/:id', async (c) => {
      await deleteSoundtrack(ctx, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
