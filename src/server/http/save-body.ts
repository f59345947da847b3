import type { MiddlewareHandler } from 'hono';
import type { SaveBodyParser } from '../services/practice/save-body-parser';
import {
  saveBodySchemas,
  type PreparedSave,
  type SaveBodyInput,
  type SaveScope,
} from '../services/practice/save-body-prepare';
import { ApiError } from './api-error';
import { takeBoundedBody } from './body-limit';
import type { AppEnv } from './app-env';
import { withBodySchema } from './body-schemas';
import { requireJsonContentType } from './validate';

/**
 * jsonBody for saves: the same answers (415, 400 malformed JSON, 400 naming each bad field), but
 * the body is parsed, validated and prepared on a worker thread, so that the largest drawing does
 * not hold every other request while it is read. The handler gets the PreparedSave with
 * `c.req.valid('json')`. Mount it after saveBodyLimit, which bounds and reads the body.
 */
export function saveBody<S extends SaveScope>(
  parser: SaveBodyParser,
  scope: S,
): MiddlewareHandler<AppEnv, string, { in: { json: SaveBodyInput<S> }; out: { json: PreparedSave<S> } }> {
  return withBodySchema(
    async (c, next) => {
      requireJsonContentType(c);
      // saveBodyLimit has read the body already (and answered 400 if it did not arrive whole).
      const outcome = await parser.parse(scope, takeBoundedBody(c));
      if (!outcome.ok) throw new ApiError(400, outcome.message, outcome.code);
      c.req.addValidatedData('json', outcome.save);
      await next();
    },
    { type: 'json', schema: saveBodySchemas[scope] },
  );
}
