import type { EvaluationContext } from '@openfeature/server-sdk';
import { flagDefault, flagKeys } from '../../../shared/flags/flag-keys';
import type { FlagsContext } from './flags-context';

/**
 * Every flag the code knows and every stored one, each resolved through OpenFeature for one
 * caller. A known flag that is missing (deleted) resolves to its default.
 */
export async function resolveFlags(
  flags: FlagsContext,
  context: EvaluationContext,
): Promise<Record<string, boolean>> {
  const keys = new Set<string>([...Object.values(flagKeys), ...(await flags.rules.current()).keys()]);
  const entries = await Promise.all(
    [...keys]
      .sort()
      .map(async (key) => [key, await flags.client.getBooleanValue(key, flagDefault(key), context)] as const),
  );
  return Object.fromEntries(entries);
}
