import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import {
  tracingOptionsErrorCodes as codes,
  tracingOptionsMessages as messages,
} from '../../shared/admin/tracing-options-messages';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { withBodySchema } from './body-schemas';
import { nulError } from './nul-characters';
import { formatIssues } from './validate';

export interface FormBody<Fields> {
  fields: Fields;
  /** The one file field's file; null when none was sent. */
  file: File | null;
}

const isMultipart = (c: Context) =>
  (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * Reads a multipart/form-data body: the text fields validated by `schema` (400 naming each bad
 * field), and at most one file, in `fileField`. Another body type is 415, a malformed one or a
 * repeated field 400 — never a 500. The body is already bounded by the route's body limit.
 */
async function readFormBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  fileField: string,
): Promise<FormBody<z.output<Schema>>> {
  if (!isMultipart(c)) throw new ApiError(415, messages.multipartRequired, codes.multipartRequired);
  let parts: Record<string, string | File | (string | File)[]>;
  try {
    parts = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, messages.malformedForm, codes.malformedForm);
  }
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [name, value] of Object.entries(parts)) {
    if (Array.isArray(value)) throw new ApiError(400, `${name}: Given more than once`, 'validation_failed');
    if (name.includes('\0')) throw nulError();
    if (typeof value === 'string') {
      if (name === fileField) throw new ApiError(400, `${name}: Must be a file`, 'validation_failed');
      if (value.includes('\0')) throw nulError();
      fields[name] = value;
    } else if (name !== fileField) {
      throw new ApiError(400, `${name}: ${messages.fileFieldUnexpected}`, 'validation_failed');
    } else if (value.size > 0 || value.name !== '') {
      // A form with no file chosen sends an empty, nameless part: that is no file.
      file = value;
    }
  }
  const result = schema.safeParse(fields);
  if (!result.success) throw new ApiError(400, formatIssues(result.error), 'validation_failed');
  return { fields: result.data, file };
}

/**
 * Validates a multipart form body as readFormBody does; the handler reads the fields and the file
 * with `c.req.valid('form')`. Mount it after the route's body limit.
 */
export function formBody<Schema extends z.ZodType>(
  schema: Schema,
  fileField: string,
  // No `in`: the typed client sends the FormData as the request's body, not as a typed input.
): MiddlewareHandler<AppEnv, string, { out: { form: FormBody<z.output<Schema>> } }> {
  return withBodySchema(
    async (c, next) => {
      c.req.addValidatedData('form', await readFormBody(c, schema, fileField));
      await next();
    },
    { type: 'form', schema, fileField },
  );
}
