import { useContext } from 'react';
import { RuntimeConfigContext } from './runtime-config-context';
import type { RuntimeConfig } from './runtime-config-schema';

/** The runtime configuration loaded from /config.json. */
export function useEnv(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useEnv must be used within a RuntimeConfigProvider');
  return config;
}
