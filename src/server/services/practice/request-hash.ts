import { createHash } from 'node:crypto';

/**
 * SHA-256 of a validated request body. Hashing the parsed value (keys in schema order, unknown
 * keys dropped, zones canonical) rather than the raw text means a retry that differs only in
 * whitespace or key order still counts as the same request.
 */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(JSON.stringify(body)).digest('base64url');
}
