import type { Timestamp } from './column-types';

/** Instance-wide settings and generated secrets shared by every server process. */
export interface SettingsTable {
  key: string;
  value: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The database schema as the server's queries see it; each migration that adds a table adds it here. */
export interface DB {
  settings: SettingsTable;
}
