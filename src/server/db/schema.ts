import type { Role } from '../../shared/auth/roles';
import type { DbBoolean, Timestamp } from './column-types';

/** Instance-wide settings and generated secrets shared by every server process. */
export interface SettingsTable {
  key: string;
  value: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: string;
  /** Lowercased. */
  email: string;
  name: string;
  display_name: string | null;
  role: Role;
  /** argon2id PHC string; null for accounts that only sign in with Google or Apple. */
  password_hash: string | null;
  /** Encrypted (see services/auth/secret-box.ts). */
  two_factor_secret: string | null;
  two_factor_enabled: DbBoolean;
  two_factor_last_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: Timestamp;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  user_agent: string | null;
  ip_address: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  rotated_at: Timestamp | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OAuthStatesTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OAuthCodesTable {
  code_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface MailOutboxTable {
  id: string;
  template: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

/** The database schema as the server's queries see it; each migration that adds a table adds it here. */
export interface DB {
  settings: SettingsTable;
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  recovery_codes: RecoveryCodesTable;
  oauth_states: OAuthStatesTable;
  oauth_codes: OAuthCodesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
}
