import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A fresh random 256-bit token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** 32 bytes in base64url: what randomToken() and deriveToken() give. */
const opaqueTokenShape = /^[\w-]{43}$/;

/** Whether the text could be one of our 256-bit tokens at all. */
export function isOpaqueTokenShaped(text: string): boolean {
  return opaqueTokenShape.test(text);
}

/**
 * How tokens are stored: a plain SHA-256 is enough because every token is 256 random bits, so
 * there is nothing to guess; slow password hashes would only slow down every refresh.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A token derived from another with a server key: the same input always gives the same output. */
export function deriveToken(key: Uint8Array, from: string): string {
  return createHmac('sha256', key).update(from).digest('base64url');
}
