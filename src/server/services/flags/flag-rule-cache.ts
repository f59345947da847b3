import { listFeatureFlags } from '../../db/repositories/feature-flags-repository';
import type { DbAndClock } from '../db-and-clock';
import { toFlagRule, type FlagRule } from './flag-rule';

/**
 * How long one instance reuses the flags it read: a change in the console reaches every instance
 * (each reads the database) within this, and a busy instance reads the table at most every 2 s.
 */
export const FLAG_CACHE_MS = 2_000;

/** All flags by key, read in one query and kept briefly (by the app's clock). */
export class FlagRuleCache {
  private loaded: { at: number; rules: Promise<ReadonlyMap<string, FlagRule>> } | null = null;

  constructor(private readonly deps: DbAndClock) {}

  current(): Promise<ReadonlyMap<string, FlagRule>> {
    const now = this.deps.clock.nowMs();
    if (this.loaded === null || now - this.loaded.at >= FLAG_CACHE_MS || now < this.loaded.at) {
      const rules = this.read();
      this.loaded = { at: now, rules };
      // A failed read is not kept: the next evaluation asks the database again.
      rules.catch(() => {
        if (this.loaded?.rules === rules) this.loaded = null;
      });
    }
    return this.loaded.rules;
  }

  private async read(): Promise<ReadonlyMap<string, FlagRule>> {
    const rows = await listFeatureFlags(this.deps.db);
    return new Map(rows.map((row) => [row.key, toFlagRule(row)]));
  }
}
