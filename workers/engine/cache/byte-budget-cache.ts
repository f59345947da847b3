/** One cached value and what it costs. */
interface Slot<V> {
  value: V | null;
  bytes: number;
}

/**
 * A least-recently-used cache of values computed per object and level (a stroke's outline at a
 * level of detail), holding at most `budget` bytes: reading or storing a value makes it the most
 * recent, and storing beyond the budget evicts the least recent ones first.
 *
 * Keys are held weakly (a WeakMap per level), so the cache never keeps an erased stroke alive;
 * the recency list holds only the slots. An evicted slot drops its value and stays behind in the
 * WeakMap as an empty shell until its key is collected.
 */
export class ByteBudgetCache<K extends object, V> {
  private readonly levels = new Map<number, WeakMap<K, Slot<V>>>();
  /** Slots holding a value, least recent first (a Set keeps insertion order; a touch re-inserts). */
  private readonly recency = new Set<Slot<V>>();
  private used = 0;

  /** @param budget the most bytes the values may take together (ADR 029) */
  constructor(readonly budget: number) {}

  /** Bytes the values take now (at most the budget, unless one value alone exceeds it). */
  get bytes(): number {
    return this.used;
  }

  /** The number of values held. */
  get size(): number {
    return this.recency.size;
  }

  /** Whether a value is held, without making it recent. */
  has(key: K, level: number): boolean {
    return (this.levels.get(level)?.get(key)?.value ?? null) !== null;
  }

  /** The value, made the most recent; undefined when not held (never computed, or evicted). */
  get(key: K, level: number): V | undefined {
    const slot = this.levels.get(level)?.get(key);
    if (!slot || slot.value === null) return undefined;
    this.recency.delete(slot);
    this.recency.add(slot);
    return slot.value;
  }

  /** Stores a value costing `bytes` as the most recent, then evicts down to the budget. */
  set(key: K, level: number, value: V, bytes: number): void {
    let byKey = this.levels.get(level);
    if (!byKey) {
      byKey = new WeakMap();
      this.levels.set(level, byKey);
    }
    let slot = byKey.get(key);
    if (slot) this.drop(slot);
    else {
      slot = { value: null, bytes: 0 };
      byKey.set(key, slot);
    }
    slot.value = value;
    slot.bytes = bytes;
    this.used += bytes;
    this.recency.add(slot);
    this.evict(slot);
  }

  /** A held value grew (or shrank) by `delta` bytes (a path traced from an outline); evicts down to the budget. */
  resize(key: K, level: number, delta: number): void {
    const slot = this.levels.get(level)?.get(key);
    if (!slot || slot.value === null) return;
    slot.bytes += delta;
    this.used += delta;
    this.evict(slot);
  }

  /** Empties a slot (its value is computed again when next asked for). */
  private drop(slot: Slot<V>): void {
    if (slot.value === null) return;
    this.recency.delete(slot);
    this.used -= slot.bytes;
    slot.value = null;
    slot.bytes = 0;
  }

  /** Evicts the least recent values until the budget holds, sparing `keep` (the one being used). */
  private evict(keep: Slot<V>): void {
    if (this.used <= this.budget) return;
    for (const slot of this.recency) {
      if (slot !== keep) this.drop(slot);
      if (this.used <= this.budget) return;
    }
  }
}
