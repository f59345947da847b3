import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * AES-256-GCM for secrets kept at rest (two-factor seeds). `context` (the user id) is bound as
 * associated data, so a ciphertext copied onto another account does not decrypt.
 */
export function seal(key: Uint8Array, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    version,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join(':');
}

/** Throws when the ciphertext was altered, sealed with another key, or for another context. */
export function open(key: Uint8Array, sealed: string, context: string): string {
  const [tag, iv, authTag, body] = sealed.split(':');
  if (tag !== version || iv === undefined || authTag === undefined || body === undefined) {
    throw new Error('Unreadable sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
