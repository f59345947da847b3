import { describe, expect, it } from 'vitest';
import { readScrollPosition, saveScrollPosition, SCROLL_STORAGE_KEY } from './scroll-positions';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('scroll positions', () => {
  it('saves and reads a position per history key', () => {
    const storage = memoryStorage();
    saveScrollPosition(storage, 'abc', 420.4);
    saveScrollPosition(storage, 'def', 10);
    expect(readScrollPosition(storage, 'abc')).toBe(420);
    expect(readScrollPosition(storage, 'def')).toBe(10);
    expect(readScrollPosition(storage, 'nope')).toBeUndefined();
  });

  it('keeps only the 50 most recent entries', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 60; i += 1) saveScrollPosition(storage, `k${i}`, i);
    expect(readScrollPosition(storage, 'k9')).toBeUndefined();
    expect(readScrollPosition(storage, 'k10')).toBe(10);
    expect(readScrollPosition(storage, 'k59')).toBe(59);
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem(SCROLL_STORAGE_KEY, '{not json');
    expect(readScrollPosition(storage, 'a')).toBeUndefined();
    saveScrollPosition(storage, 'a', 5);
    expect(readScrollPosition(storage, 'a')).toBe(5);
  });
});
