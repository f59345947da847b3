import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_INTERVAL_MS, DraftAutosave, type AutosaveSource } from './draft-autosave';

function source(): AutosaveSource & { doc: number; gesture: boolean; saves: number[] } {
  const state = {
    doc: 0,
    gesture: false,
    saves: [] as number[],
    version: () => String(state.doc),
    busy: () => state.gesture,
    save: async () => {
      state.saves.push(state.doc);
    },
    onError: () => {},
  };
  return state;
}

describe('DraftAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes within two seconds of the first unsaved change, once per interval while changing', async () => {
    const doc = source();
    const autosave = new DraftAutosave(doc);
    for (let ms = 0; ms < 5000; ms += 100) {
      doc.doc++;
      autosave.changed();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(doc.saves.length).toBeGreaterThanOrEqual(2);
    expect(doc.saves.length).toBeLessThanOrEqual(3);
    expect(doc.saves[0]).toBeLessThanOrEqual(DRAFT_INTERVAL_MS / 100 + 1);
  });

  it('writes nothing while nothing changes', async () => {
    const doc = source();
    const autosave = new DraftAutosave(doc);
    autosave.changed();
    await vi.advanceTimersByTimeAsync(10_000);
    await autosave.flush();
    expect(doc.saves).toEqual([]);
  });

  it('waits for the gesture in progress to end', async () => {
    const doc = source();
    const autosave = new DraftAutosave(doc);
    doc.doc++;
    doc.gesture = true;
    autosave.changed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(doc.saves).toEqual([]);
    doc.gesture = false;
    await vi.advanceTimersByTimeAsync(300);
    expect(doc.saves).toEqual([1]);
  });

  it('saves on request, and treats the document as saved after markSaved', async () => {
    const doc = source();
    const autosave = new DraftAutosave(doc);
    doc.doc = 5;
    await autosave.flush();
    expect(doc.saves).toEqual([5]);
    doc.doc = 6;
    autosave.markSaved();
    autosave.changed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(doc.saves).toEqual([5]);
  });
});
