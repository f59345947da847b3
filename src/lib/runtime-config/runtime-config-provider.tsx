import type { ReactNode } from 'react';
import { RuntimeConfigContext } from './runtime-config-context';
import type { RuntimeConfig } from './runtime-config-schema';

interface RuntimeConfigProviderProps {
  config: RuntimeConfig;
  children: ReactNode;
}

/** Makes the loaded /config.json available to the tree through useEnv(). */
export function RuntimeConfigProvider({ config, children }: RuntimeConfigProviderProps) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}
