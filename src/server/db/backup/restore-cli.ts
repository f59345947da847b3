import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvOrExit } from '../../load-env-or-exit';
import { describeDatabase } from '../describe-database';
import { BackupError } from './backup-error';
import { listBackups } from './list-backups';
import { restoreBackup } from './restore-backup';
import { runCli } from './run-cli';

/**
 * `npm run db:restore -- --from <folder> [--replace]`: restores a backup of `npm run db:backup`
 * into the configured database and DATA_DIR/uploads. Every app process must be stopped first.
 */
const env = loadEnvOrExit();

async function noSourceGiven(): Promise<BackupError> {
  const found = await listBackups(env.DATA_DIR);
  const listing =
    found.length === 0
      ? 'No backups in DATA_DIR/backups.'
      : `Backups found:\n${found.map((path) => `  ${path}`).join('\n')}`;
  return new BackupError(`no backup given: npm run db:restore -- --from <folder>\n${listing}`);
}

await runCli('Restore', async () => {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  if (values.from === undefined) throw await noSourceGiven();
  const source = resolve(values.from);
  const manifest = await restoreBackup({ database: env.database, dataDir: env.DATA_DIR }, source, {
    replace: values.replace,
  });
  return `Restored ${source} (taken ${manifest.createdAt} by Quietline ${manifest.appVersion}, ${manifest.uploads.length} upload(s)) into ${describeDatabase(env.database)}. Start the server: it applies any migrations newer than the backup.`;
});
