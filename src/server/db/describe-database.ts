import type { DatabaseConfig } from '../env';

/** The configured database in words for command-line messages, never with its password. */
export function describeDatabase(config: DatabaseConfig): string {
  return config.dialect === 'sqlite' ? `SQLite at ${config.file}` : 'PostgreSQL (DATABASE_URL)';
}
