import { describe, expect, it } from 'vitest';
import {
  INPUT_WAKE_MESSAGE,
  inputMessage,
  inputMessageBatches,
  inputRingMessage,
  readInputMessage,
} from './input-message';

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

  it('reads the ring, the wake-up and batches, and nothing else', () => {
    const ring = new SharedArrayBuffer(64);
    const batch = new Float64Array([1]);
    expect(readInputMessage(inputRingMessage(ring))).toEqual({ kind: 'ring', ring });
    expect(readInputMessage(INPUT_WAKE_MESSAGE)).toEqual({ kind: 'wake' });
    expect(readInputMessage(inputMessage([batch]))).toEqual({ kind: 'batches', batches: [batch] });
    // An ArrayBuffer is no ring: the worker could not share it.
    expect(readInputMessage({ 'quietline.inputRing': new ArrayBuffer(64) })).toBeNull();
    expect(readInputMessage({ 'quietline.inputWake': 'yes' })).toBeNull();
    expect(readInputMessage({ id: '1', type: 'APPLY', path: ['engine', 'init'] })).toBeNull();
    expect(readInputMessage(undefined)).toBeNull();
  });
});
