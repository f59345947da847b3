import { describe, expect, it } from 'vitest';
import { inputMessage, inputMessageBatches } from './input-message';

describe('input messages', () => {
  it('round-trips batches and keeps only Float64Arrays', () => {
    const a = new Float64Array([1, 2]);
    const b = new Float64Array([3]);
    expect(inputMessageBatches(inputMessage([a, b]))).toEqual([a, b]);
    expect(inputMessageBatches({ 'quietline.input': [a, 'x', 4] })).toEqual([a]);
  });

  it('is null for any other message, such as a Comlink call', () => {
    expect(inputMessageBatches({ id: '1', type: 'APPLY', path: ['input'] })).toBeNull();
    expect(inputMessageBatches(null)).toBeNull();
    expect(inputMessageBatches('quietline.input')).toBeNull();
    expect(inputMessageBatches({ 'quietline.input': 'no' })).toBeNull();
  });
});
