import { useMemo } from 'react';
import { useEnv } from '../../../lib/runtime-config/use-env';
import { readConsentSettings, type ConsentSettings } from '../utils/consent-settings';

export function useConsentSettings(): ConsentSettings {
  const config = useEnv();
  return useMemo(() => readConsentSettings(config), [config]);
}
