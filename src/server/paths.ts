import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The project root, found from this file rather than the working directory so any cwd works. */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where `vite build` writes the client. */
export const defaultStaticDir = join(projectRoot, 'dist');
