import { describe, expect, it } from 'vitest';
import { MAX_THUMBNAIL_BYTES, PngDataUrlSchema } from './thumbnail';

const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('PngDataUrlSchema', () => {
  it('accepts a PNG data URL up to exactly 256 KB', () => {
    const atLimit = Buffer.concat([signature, Buffer.alloc(MAX_THUMBNAIL_BYTES - signature.length)]);
    expect(PngDataUrlSchema.safeParse(png(atLimit)).success).toBe(true);
    for (const extra of [1, 2, 3]) {
      const over = Buffer.concat([atLimit, Buffer.alloc(extra)]);
      expect(PngDataUrlSchema.safeParse(png(over)).success).toBe(false);
    }
  });

  it('refuses other types, bad base64 and bytes that are not a PNG', () => {
    for (const value of [
      'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
      'data:image/png,rawtext',
      'data:image/png;base64,iVBORw0KGgo=!==',
      png(Buffer.from('GIF89a-not-a-png')),
      `${png(signature)} `,
      '',
    ]) {
      expect(PngDataUrlSchema.safeParse(value).success).toBe(false);
    }
  });
});
