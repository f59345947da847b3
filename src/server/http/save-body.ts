import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MiddlewareHandler } from 'hono';
import type { SaveBodyParser } from '../services/practice/save-body-parser';
import {
  saveBodySchemas,
  type PreparedSave,
  type SaveBodyInput,
  type SaveScope,
} from '../services/practice/save-body-prepare';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { withBodySchema } from './body-schemas';
import { requireJsonContentType } from './validate';

/** Copying this much takes about a millisecond; other requests get a turn after each such stretch. */
const BYTES_PER_TURN = 4 * 1024 * 1024;

/**
 * The body as one ArrayBuffer of its own, which can be handed to a worker without a copy. The
 * bytes are copied into a buffer of the declared length as they are read, letting other requests
 * run between stretches; reading with `arrayBuffer()` joins them in one uninterrupted copy.
 */
async function readBody(request: Request): Promise<ArrayBuffer> {
  if (!request.body) return new ArrayBuffer(0);
  const declared = Number(request.headers.get('Content-Length'));
  let bytes = new Uint8Array(Number.isSafeInteger(declared) && declared > 0 ? declared : 64 * 1024);
  let size = 0;
  let sinceTurn = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (size + chunk.byteLength > bytes.byteLength) {
      // No or a wrong Content-Length: grow by doubling, so the copies add up to the size once more.
      const grown = new Uint8Array(Math.max(bytes.byteLength * 2, size + chunk.byteLength));
      grown.set(bytes.subarray(0, size));
      bytes = grown;
    }
    bytes.set(chunk, size);
    size += chunk.byteLength;
    sinceTurn += chunk.byteLength;
    if (sinceTurn >= BYTES_PER_TURN) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  return size === bytes.byteLength ? bytes.buffer : bytes.buffer.slice(0, size);
}

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
      const outcome = await parser.parse(scope, await readBody(c.req.raw));
      if (!outcome.ok) throw new ApiError(400, outcome.message, outcome.code);
      c.req.addValidatedData('json', outcome.save);
      await next();
    },
    { type: 'json', schema: saveBodySchemas[scope] },
  );
}
