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
  /** A form_post callback's fields (JSON) until the browser's same-site GET finishes the flow. */
  authorization_response: string | null;
}

export interface OAuthCodesTable {
  code_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A sign-up waiting for its emailed code; `code_hash` is null when the address was taken. */
export interface PendingRegistrationsTable {
  token_hash: string;
  email: string;
  name: string;
  password_hash: string | null;
  code_hash: string | null;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Two-factor sign-in challenges already used, kept until they would have expired. */
export interface SpentChallengesTable {
  challenge_id: string;
  expires_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  /** Fixed windows: when the window began. Backoff counters: the latest attempt. */
  window_start: Timestamp;
  count: number;
  /** After this the row counts for nothing and may be purged. */
  expires_at: Timestamp;
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

export interface ContentAssetsTable {
  id: string;
  media_type: string;
  encoding: 'utf8' | 'base64';
  body: string;
  byte_size: number;
  sha256: string;
  created_at: Timestamp;
}

export interface ImageCategoriesTable {
  id: string;
  name: string;
  alt_text: string;
  color: string;
  sort_order: number;
  icon_asset_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MeditationImagesTable {
  id: string;
  category_id: string;
  title: string;
  alt_text: string;
  premium: DbBoolean;
  sort_order: number;
  kind: 'svg' | 'raster';
  /** Exactly one of source_asset_id and source_url is set. */
  source_asset_id: string | null;
  source_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SoundtracksTable {
  id: string;
  name: string;
  premium: DbBoolean;
  sort_order: number;
  duration_ms: number | null;
  source_kind: 'silence' | 'file' | 'recipe';
  source_asset_id: string | null;
  source_url: string | null;
  source_media_type: string | null;
  /** SoundtrackRecipe JSON when source_kind is 'recipe'. */
  recipe: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArtworksTable {
  id: string;
  user_id: string;
  kind: 'session' | 'drawing';
  title: string | null;
  /** CanvasDocument JSON. */
  document: string;
  /** PNG bytes in base64. */
  thumbnail_png: string;
  width: number;
  height: number;
  stroke_count: number;
  created_at: Timestamp;
  saved_at: Timestamp;
  /** Bytes of document and thumbnail as stored: what the member's storage quota counts. */
  size_bytes: number;
}

/** Parts 1, 2, … of a document too large for one write; the artwork row holds part 0. */
export interface ArtworkDocumentPartsTable {
  artwork_id: string;
  seq: number;
  user_id: string;
  text: string;
  created_at: Timestamp;
}

export interface PracticeSessionsTable {
  id: string;
  user_id: string;
  artwork_id: string | null;
  image_id: string | null;
  soundtrack_id: string | null;
  started_at: Timestamp;
  ended_at: Timestamp;
  duration_ms: number;
  time_zone: string;
  saved_at: Timestamp;
}

export interface SaveRequestsTable {
  user_id: string;
  idempotency_key: string;
  scope: 'session' | 'drawing';
  request_hash: string;
  session_id: string | null;
  artwork_id: string;
  created_at: Timestamp;
}

export interface MemberPreferencesTable {
  user_id: string;
  session_length_minutes: number;
  soundtrack_id: string | null;
  intro_shown: DbBoolean;
  updated_at: Timestamp;
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
  pending_registrations: PendingRegistrationsTable;
  spent_challenges: SpentChallengesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  content_assets: ContentAssetsTable;
  image_categories: ImageCategoriesTable;
  meditation_images: MeditationImagesTable;
  soundtracks: SoundtracksTable;
  artworks: ArtworksTable;
  artwork_document_parts: ArtworkDocumentPartsTable;
  practice_sessions: PracticeSessionsTable;
  save_requests: SaveRequestsTable;
  member_preferences: MemberPreferencesTable;
}
