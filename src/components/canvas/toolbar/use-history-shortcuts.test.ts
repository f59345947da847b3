import { describe, expect, it } from 'vitest';
import { historyShortcut } from './use-history-shortcuts';

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) =>
  historyShortcut({
    key,
    ctrlKey: !!mods.ctrl,
    metaKey: !!mods.meta,
    shiftKey: !!mods.shift,
    altKey: !!mods.alt,
  });

describe('historyShortcut', () => {
  it('undoes on Ctrl+Z and Cmd+Z', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('z', { meta: true })).toBe('undo');
  });

  it('redoes on Shift+Ctrl+Z, Shift+Cmd+Z and Ctrl+Y', () => {
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('Z', { meta: true, shift: true })).toBe('redo');
    expect(press('y', { ctrl: true })).toBe('redo');
  });

  it('leaves other keys and plain letters alone', () => {
    expect(press('z')).toBeNull();
    expect(press('y', { meta: true })).toBeNull();
    expect(press('z', { ctrl: true, alt: true })).toBeNull();
    expect(press('s', { ctrl: true })).toBeNull();
  });
});
