import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` where it may, and probes for that with a
 * `new Function("")` as each object schema is built. The pages and the workers allow no eval and
 * require Trusted Types (ADR 039), so even the caught probe is a reported policy violation. Each
 * client entry (main.tsx, every worker) imports this module first, before any module builds a
 * schema.
 */
z.config({ jitless: true });
