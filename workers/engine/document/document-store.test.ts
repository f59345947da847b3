import { describe, expect, it } from 'vitest';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import { strokeCorpus } from '../testing/stroke-corpus';
import { DocumentStore } from './document-store';
import { packStrokes } from './stroke-batch';

const [first, second] = strokeCorpus({ count: 2, pointsPerStroke: 5, seed: 1 });

describe('DocumentStore versions', () => {
  it('starts blank at the size it is given', () => {
    const store = new DocumentStore(800, 600);
    expect(store.toDocument()).toMatchObject({ width: 800, height: 600, gridType: 'none', strokes: [] });
  });

  it('bumps the version, not the strokes’ revision, when the grid changes', () => {
    const store = new DocumentStore();
    const { version, revision } = store;
    expect(store.setGrid('square')).toBe(true);
    expect(store.version).toBeGreaterThan(version);
    expect(store.revision).toBe(revision);
    expect(store.toDocument().gridType).toBe('square');
  });

  it('leaves the version alone when the grid is set to what it is', () => {
    const store = new DocumentStore();
    const { version } = store;
    expect(store.setGrid('none')).toBe(false);
    expect(store.version).toBe(version);
  });

  it('bumps both with every change to the strokes, and a load takes the page’s size and grid', () => {
    if (!first || !second) throw new Error('no strokes');
    const store = new DocumentStore();
    const seen = new Set([store.version]);
    const revisions = new Set([store.revision]);
    const step = () => {
      seen.add(store.version);
      revisions.add(store.revision);
    };
    store.commit(first);
    step();
    store.undo();
    step();
    store.load({
      version: CANVAS_DOCUMENT_VERSION,
      strokes: [second],
      width: 500,
      height: 400,
      gridType: 'slanted',
    });
    step();
    expect(seen.size).toBe(4);
    expect(revisions.size).toBe(4);
    expect(store.toDocument()).toMatchObject({ width: 500, height: 400, gridType: 'slanted' });
    expect(store.strokes).toEqual(packStrokes([second]));
  });
});
