import type { z } from 'zod';
import { SaveDrawingRequestSchema } from '../../../shared/practice/artwork';
import { SaveSessionRequestSchema } from '../../../shared/practice/practice-session';
import { pngDataUrlBase64 } from '../../../shared/practice/thumbnail';
import { formatIssues } from '../../http/validate';
import { requestHash } from './request-hash';
import { splitIntoParts } from './save-document-parts';

/** Each save's body schema, by what it stores. */
export const saveBodySchemas = {
  session: SaveSessionRequestSchema,
  drawing: SaveDrawingRequestSchema,
} as const;
type Schemas = typeof saveBodySchemas;

/** What a save stores: a meditation session with its drawing, or a free drawing. */
export type SaveScope = keyof Schemas;

/** The request body as the client sends it (for the route's typed input). */
export type SaveBodyInput<S extends SaveScope> = z.input<Schemas[S]>;

/** The validated body's small fields; the document and thumbnail become a PreparedArtwork. */
export type SaveFields<S extends SaveScope> = Omit<z.output<Schemas[S]>, 'document' | 'thumbnail'>;

/** A validated drawing, ready to store. */
export interface PreparedArtwork {
  /**
   * The document's JSON text in parts (see save-document-parts.ts). Part 0, which goes in the
   * artwork row and is the whole document for all but the largest drawings, as text: copying text
   * between threads costs less than encoding and decoding it. Parts 1, 2, … as UTF-8 bytes, handed
   * over without a copy and decoded one at a time as each is written, so that a drawing of tens of
   * megabytes never holds the main thread for all of it at once.
   */
  documentHead: string;
  documentRest: Uint8Array[];
  /** The thumbnail PNG's base64, without the data: prefix. */
  thumbnailBase64: string;
  width: number;
  height: number;
  strokeCount: number;
  /** Bytes of the document (UTF-8) and the thumbnail as stored: what the storage quota counts. */
  sizeBytes: number;
}

export interface PreparedSave<S extends SaveScope> {
  fields: SaveFields<S>;
  artwork: PreparedArtwork;
  /** requestHash of the validated body without its idempotency key, to tell a replay from a new request. */
  requestHash: string;
}

/** Refusals are values, not thrown errors: an error's class does not survive the way back from a worker. */
export type PrepareOutcome<S extends SaveScope> =
  | { ok: true; save: PreparedSave<S> }
  | { ok: false; message: string; code: 'malformed_json' | 'validation_failed' };

/**
 * Parses and validates a save's body and does every other step whose cost grows with the drawing
 * (hashing, serialising, splitting), so that all of it can run on a worker thread: for the largest
 * allowed drawing this is seconds of work that would otherwise hold every other request. Refusals
 * carry the same messages and codes as the jsonBody validator's.
 */
export function prepareSave<S extends SaveScope>(scope: S, body: Uint8Array): PrepareOutcome<S> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { ok: false, message: 'Malformed JSON body', code: 'malformed_json' };
  }
  const schema: Schemas[SaveScope] = saveBodySchemas[scope];
  const result = schema.safeParse(json);
  if (!result.success) return { ok: false, message: formatIssues(result.error), code: 'validation_failed' };
  const valid = result.data as z.output<Schemas[S]>;
  const { idempotencyKey: _key, ...request } = valid;
  const { document, thumbnail, ...fields } = valid;
  const encoder = new TextEncoder();
  // Serialised once: for the stored parts and, as the same text, for the request hash.
  const documentJson = JSON.stringify(document);
  const [documentHead = '', ...rest] = splitIntoParts(documentJson);
  const documentRest = rest.map((part) => encoder.encode(part));
  const thumbnailBase64 = pngDataUrlBase64(thumbnail);
  return {
    ok: true,
    save: {
      fields,
      requestHash: requestHash(scope, request, { key: 'document', json: documentJson }),
      artwork: {
        documentHead,
        documentRest,
        thumbnailBase64,
        width: document.width,
        height: document.height,
        strokeCount: document.strokes.length,
        sizeBytes: documentRest.reduce(
          (sum, part) => sum + part.byteLength,
          Buffer.byteLength(documentHead) + thumbnailBase64.length,
        ),
      },
    },
  };
}
