import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readBuildVersion } from '../../build-version';
import { loadEnvOrExit } from '../../load-env-or-exit';
import { defaultStaticDir } from '../../paths';
import { formatBytes } from '../../../shared/format-bytes';
import { describeDatabase } from '../describe-database';
import { defaultBackupPath } from './backup-paths';
import { createBackup } from './create-backup';
import { runCli } from './run-cli';

/**
 * `npm run db:backup [-- --out <folder>]`: backs up the configured database and DATA_DIR/uploads
 * into a new folder (default DATA_DIR/backups/quietline-<dialect>-<time>) while the server runs.
 */
const env = loadEnvOrExit();

await runCli('Backup', async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const createdAt = new Date();
  const destination =
    values.out === undefined
      ? defaultBackupPath(env.DATA_DIR, env.database.dialect, createdAt)
      : resolve(values.out);
  const started = performance.now();
  const manifest = await createBackup({ database: env.database, dataDir: env.DATA_DIR }, destination, {
    appVersion: readBuildVersion(defaultStaticDir),
    createdAt,
  });
  const ms = Math.round(performance.now() - started);
  const bytes = manifest.uploads.reduce((sum, file) => sum + file.bytes, manifest.database.bytes);
  return `Backed up ${describeDatabase(env.database)} and ${manifest.uploads.length} upload(s) to ${destination}: ${formatBytes(bytes)} in ${ms} ms.`;
});
