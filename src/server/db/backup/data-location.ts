import type { DatabaseConfig } from '../../env';

/** What a backup holds: the database and DATA_DIR (for its uploads folder). */
export interface DataLocation {
  database: DatabaseConfig;
  dataDir: string;
}
