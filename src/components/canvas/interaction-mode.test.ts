import { describe, expect, it } from 'vitest';
import { interactionMode } from './interaction-mode';

const base = { active: true, panMode: false, eraser: false, gesture: null } as const;

describe('interactionMode', () => {
  it('draws by default, erases in eraser mode, pans in pan mode, and is inactive when told', () => {
    expect(interactionMode(base)).toBe('draw');
    expect(interactionMode({ ...base, eraser: true })).toBe('erase');
    expect(interactionMode({ ...base, panMode: true })).toBe('pan');
    expect(interactionMode({ ...base, active: false, panMode: true })).toBe('inactive');
  });

  it("shows erasing while the stylus's eraser end is down, then the pen again", () => {
    expect(interactionMode({ ...base, gesture: 'erasing' })).toBe('erase');
    expect(interactionMode({ ...base, gesture: null })).toBe('draw');
  });

  it('shows grabbing during a pan drag, and keeps a started stroke in its mode when space is pressed', () => {
    expect(interactionMode({ ...base, panMode: true, gesture: 'panning' })).toBe('panning');
    expect(interactionMode({ ...base, panMode: true, gesture: 'drawing' })).toBe('draw');
  });
});
