import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { flagDefault, type KnownFlagKey } from '../../shared/flags/flag-keys';
import { flagsDomain } from './flags-domain';

/** The events after which a flag may answer differently. */
const changes = [
  ProviderEvents.Ready,
  ProviderEvents.ContextChanged,
  ProviderEvents.ConfigurationChanged,
  ProviderEvents.Error,
] as const;

/**
 * A flag's value for the current member through the OpenFeature web SDK, re-rendering when the
 * flags change; its default until they have loaded.
 */
export function useFlag(key: KnownFlagKey): boolean {
  const client = useMemo(() => OpenFeature.getClient(flagsDomain), []);
  const subscribe = useCallback(
    (onChange: () => void) => {
      for (const event of changes) client.addHandler(event, onChange);
      return () => {
        for (const event of changes) client.removeHandler(event, onChange);
      };
    },
    [client],
  );
  return useSyncExternalStore(subscribe, () => client.getBooleanValue(key, flagDefault(key)));
}
