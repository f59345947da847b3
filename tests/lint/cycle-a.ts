// Half of a deliberate import cycle: import-boundaries.test.ts lints the other half as text.
import { b } from './cycle-b';

export const a = (): unknown => b;
