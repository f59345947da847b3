import { createContext } from 'react';
import type { RuntimeConfig } from './runtime-config-schema';

/** null means "no provider above": useEnv turns that into a misuse error. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);
