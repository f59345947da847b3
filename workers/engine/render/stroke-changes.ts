import type { PackedStroke } from '../document/packed-stroke';

/**
 * What changed between two versions of the document's stroke list. Strokes are immutable and
 * keep their relative order (commit appends, erase replaces strokes by their pieces, undo and
 * redo apply such patches), so comparing by identity is exact.
 */
export type StrokeChanges =
  /** Strokes put on top of all others: drawing them over what is cached is enough. */
  | { kind: 'appended'; strokes: readonly PackedStroke[] }
  /** Strokes removed or inserted among the others: the areas they cover must be redrawn. */
  | { kind: 'changed'; strokes: readonly PackedStroke[] }
  /** No stroke in common and new ones (a load): nothing cached is worth keeping. */
  | { kind: 'replaced' }
  | { kind: 'none' };

/**
 * Compares two stroke lists. Most changes touch one end of the list, so the common head and
 * tail are skipped first and only the middle is compared by set: O(changed) for a commit or
 * an erase, O(n) at worst.
 */
export function strokeChanges(
  before: readonly PackedStroke[],
  after: readonly PackedStroke[],
): StrokeChanges {
  if (before === after) return { kind: 'none' };
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head++;
  if (head === before.length) {
    return head === after.length ? { kind: 'none' } : { kind: 'appended', strokes: after.slice(head) };
  }
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const removed = before.slice(head, before.length - tail);
  const inserted = after.slice(head, after.length - tail);
  const kept = new Set(inserted);
  const changed: PackedStroke[] = [];
  let keptCount = head + tail;
  for (const stroke of removed) {
    if (kept.has(stroke)) keptCount++;
    else changed.push(stroke);
  }
  // Emptied (a clear, the only stroke undone): redrawing where ink was keeps the grid and guide on screen meanwhile.
  if (keptCount === 0 && before.length > 0 && after.length > 0) return { kind: 'replaced' };
  const old = new Set(removed);
  for (const stroke of inserted) if (!old.has(stroke)) changed.push(stroke);
  return { kind: 'changed', strokes: changed };
}
