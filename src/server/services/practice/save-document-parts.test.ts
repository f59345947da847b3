import { describe, expect, it } from 'vitest';
import { splitIntoParts } from './save-document-parts';

describe('splitIntoParts', () => {
  it('cuts text into parts of the given size that join back to it', () => {
    expect(splitIntoParts('abcdefg', 3)).toEqual(['abc', 'def', 'g']);
    expect(splitIntoParts('abcdef', 3)).toEqual(['abc', 'def']);
    expect(splitIntoParts('ab', 3)).toEqual(['ab']);
    expect(splitIntoParts('', 3)).toEqual(['']);
  });

  it('never separates the halves of a surrogate pair', () => {
    const text = 'ab😀cd';
    const parts = splitIntoParts(text, 3);
    expect(parts).toEqual(['ab', '😀c', 'd']);
    expect(parts.join('')).toBe(text);
  });
});
