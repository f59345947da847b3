import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestHash } from './request-hash';

describe('requestHash', () => {
  const body = { imageId: 'a', title: undefined, document: { strokes: [{ x: 1.5 }] }, thumbnail: 'b' };

  it('hashes JSON.stringify of the body, as saves stored earlier were hashed, also with a field given as text', () => {
    const stored = createHash('sha256')
      .update(`drawing\n${JSON.stringify(body)}`)
      .digest('base64url');
    expect(requestHash('drawing', body)).toBe(stored);
    const json = JSON.stringify(body.document);
    expect(requestHash('drawing', body, { key: 'document', json })).toBe(stored);
  });

  it('tells bodies and scopes apart', () => {
    expect(requestHash('drawing', { ...body, thumbnail: 'c' })).not.toBe(requestHash('drawing', body));
    expect(requestHash('session', body)).not.toBe(requestHash('drawing', body));
  });
});
