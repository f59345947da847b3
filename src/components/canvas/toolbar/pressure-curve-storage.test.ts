import { describe, expect, it } from 'vitest';
import { pressureCurveKey, readPressureCurve, writePressureCurve } from './pressure-curve-storage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('pressure curve storage', () => {
  it('keeps one curve per user, linear until chosen', () => {
    const storage = memoryStorage();
    expect(readPressureCurve('a', storage)).toBe('linear');
    writePressureCurve('a', 'soft', storage);
    writePressureCurve('b', 'firm', storage);
    expect(readPressureCurve('a', storage)).toBe('soft');
    expect(readPressureCurve('b', storage)).toBe('firm');
    expect(readPressureCurve(null, storage)).toBe('linear');
    expect(pressureCurveKey(null)).toBe('quietline:pressure-curve:guest');
  });

  it('reads a tampered value, or storage that throws, as linear', () => {
    const storage = memoryStorage();
    storage.setItem(pressureCurveKey('a'), 'squishy');
    expect(readPressureCurve('a', storage)).toBe('linear');
    const blocked = {
      ...storage,
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as Storage;
    expect(readPressureCurve('a', blocked)).toBe('linear');
    expect(() => writePressureCurve('a', 'soft', blocked)).not.toThrow();
  });
});
