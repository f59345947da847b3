import { describe, expect, it } from 'vitest';
import { nextSaveAttempt } from './save-attempt';

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('nextSaveAttempt', () => {
  it('gives the first save a new key', () => {
    expect(nextSaveAttempt(null, 'e3b0c442', keys())).toEqual({ key: 'key-1', digest: 'e3b0c442' });
  });

  it('keeps the key while the drawing is unchanged, so a retry is stored once', () => {
    const newKey = keys();
    const first = nextSaveAttempt(null, 'a', newKey);
    expect(nextSaveAttempt(first, 'a', newKey)).toBe(first);
  });

  it('takes a new key once the drawing changed, which the server would refuse under the old one', () => {
    const newKey = keys();
    const first = nextSaveAttempt(null, 'a', newKey);
    expect(nextSaveAttempt(first, 'b', newKey)).toEqual({ key: 'key-2', digest: 'b' });
  });

  it('makes keys the server accepts by default', () => {
    expect(nextSaveAttempt(null, 'a').key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});
