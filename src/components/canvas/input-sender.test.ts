import { describe, expect, it } from 'vitest';
import { chooseInputPath } from './input-sender';

describe('chooseInputPath', () => {
  it('takes shared memory only where the page is cross-origin isolated', () => {
    expect(chooseInputPath({ crossOriginIsolated: true })).toBe('shared-memory');
    expect(chooseInputPath({ crossOriginIsolated: false })).toBe('messages');
    // An old browser has no crossOriginIsolated at all.
    expect(chooseInputPath({})).toBe('messages');
  });

  it('keeps messages when asked to, isolated or not', () => {
    expect(chooseInputPath({ crossOriginIsolated: true }, 'messages')).toBe('messages');
  });
});
