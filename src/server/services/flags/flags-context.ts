import { randomUUID } from 'node:crypto';
import { OpenFeature, type Client } from '@openfeature/server-sdk';
import type { DbAndClock } from '../db-and-clock';
import { DatabaseFlagProvider } from './database-flag-provider';
import { FlagRuleCache } from './flag-rule-cache';

/** What /api/flags needs: the OpenFeature client, and the flags' cache (for their keys). */
export interface FlagsContext {
  client: Client;
  rules: FlagRuleCache;
}

/**
 * Registers our database provider with the OpenFeature server SDK, once per app at start-up, and
 * returns a client bound to it. The provider is bound to a domain of this app's own rather than
 * set as the global default, so apps on different databases in one process (the tests' two
 * dialects) never evaluate each other's flags; to use another OpenFeature provider, set it here.
 */
export function createFlagsContext(deps: DbAndClock): FlagsContext {
  const rules = new FlagRuleCache(deps);
  const domain = `quietline-${randomUUID()}`;
  // The provider has no initialize(): it is ready as soon as it is set, so no wait is needed.
  OpenFeature.setProvider(domain, new DatabaseFlagProvider(rules));
  return { client: OpenFeature.getClient(domain), rules };
}
