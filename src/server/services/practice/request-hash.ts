import { createHash } from 'node:crypto';

/**
 * SHA-256 of a validated request body. Hashing the parsed value (keys in schema order, unknown
 * keys dropped, zones canonical) rather than the raw text means a retry that differs only in
 * whitespace or key order still counts as the same request.
 *
 * The hash is of `scope`, a newline and JSON.stringify(body). `serialised` names a top-level field
 * whose JSON text the caller already has (a document of up to 32 MB): it is hashed as given, not
 * serialised again, and the hash stays the same.
 */
export function requestHash(scope: string, body: object, serialised?: { key: string; json: string }): string {
  const hash = createHash('sha256').update(scope).update('\n').update('{');
  let separator = '';
  for (const [key, value] of Object.entries(body)) {
    const json = key === serialised?.key ? serialised.json : (JSON.stringify(value) as string | undefined);
    // Left out as JSON.stringify leaves out an undefined field.
    if (json === undefined) continue;
    hash.update(`${separator}${JSON.stringify(key)}:`).update(json);
    separator = ',';
  }
  return hash.update('}').digest('base64url');
}
