import type { z } from 'zod';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { DomainError } from '../domain-error';

/** A keyset position as an opaque token: base64url of its JSON. */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** The position a cursor holds, or 400 for anything this server did not hand out. */
export function decodeCursor<S extends z.ZodType>(schema: S, cursor: string): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const result = schema.safeParse(json);
  if (!result.success)
    throw new DomainError('invalid', adminMessages.invalidCursor, adminErrorCodes.invalidCursor);
  return result.data;
}
