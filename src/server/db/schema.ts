import type { Role } from '../../shared/auth/roles';
import type { BillingCycle, PlanTier } from '../../shared/billing/plans';
import type { ConsentMethod } from '../../shared/consent/consent-record';
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
  /** The external identity provider's id for the person, set by an admin. */
  external_id: string | null;
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

/**
 * The delivery log and durable job store of messages (ADR 020). A templated message is rendered
 * when it is sent (subject and bodies empty until then, variables_json holds the event's values);
 * a mail queued already rendered (sign-up codes, test sends) has variables_json null.
 */
export interface MailOutboxTable {
  id: string;
  /** The template ID. */
  template: string;
  to_address: string;
  subject: string;
  text_body: string;
  /** Empty for a text-only message. */
  html_body: string;
  created_at: Timestamp;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  channel: string;
  /** Higher is sent first among due messages. */
  priority: number;
  /** When the message is due: its scheduled time, or its next try. */
  run_at: Timestamp;
  /** Tries so far, the one under way included. */
  attempts: number;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** While sending: when another worker may take the message over, and the claim that holds it. */
  lease_until: Timestamp | null;
  lease_token: string | null;
  /** The member's language: which of the template's languages to render. */
  language: string | null;
  variables_json: string | null;
  event_name: string | null;
  event_id: string | null;
  rule_id: string | null;
  /** Event, rule and action: unique, so an event schedules each message once. */
  dedupe_key: string | null;
}

/** A message template (liquid), one per template ID and language. */
export interface MessageTemplatesTable {
  id: string;
  template_key: string;
  name: string;
  language: string;
  channel: string;
  content_type: 'text' | 'html';
  subject: string;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A routing rule: conditions_json and actions_json are arrays of the shared schemas' shape. */
export interface RoutingRulesTable {
  id: string;
  name: string;
  event: string;
  conditions_json: string;
  actions_json: string;
  segment: string;
  enabled: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentAssetsTable {
  id: string;
  media_type: string;
  encoding: 'utf8' | 'base64';
  body: string;
  byte_size: number;
  sha256: string;
  created_at: Timestamp;
  /** An upload's generated file name under DATA_DIR/uploads (then `body` is empty); null when `body` holds the bytes. */
  storage_file: string | null;
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

/** A member's practice counted as saved (migration 0021, ADR 040); days in `time_zone`. */
export interface PracticeTalliesTable {
  user_id: string;
  /** Null until the member's first save after the migration counts their sessions. */
  time_zone: string | null;
  latest_started_at: Timestamp;
  sessions: number;
  duration_ms: number;
  longest_streak: number;
}

/** Sessions per practice day; `day` is days since 1970-01-01 of the local date in the tally's zone. */
export interface PracticeDaysTable {
  user_id: string;
  day: number;
  sessions: number;
}

/** A run of consecutive practice days, in the tally's zone. */
export interface PracticeRunsTable {
  user_id: string;
  first_day: number;
  last_day: number;
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

export interface PlansTable {
  id: string;
  name: string;
  description: string;
  tier: PlanTier;
  /** US dollars in integer cents. */
  monthly_price_cents: number;
  yearly_price_cents: number;
  stripe_monthly_price_id: string | null;
  stripe_yearly_price_id: string | null;
  /** One feature per line. */
  features: string;
  active: DbBoolean;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An admin-managed free trial offer: one per plan. */
export interface FreeTrialsTable {
  id: string;
  plan_id: string;
  duration_days: number;
  active: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The one free trial a member ever takes (the primary key enforces it). */
export interface MemberTrialsTable {
  user_id: string;
  plan_id: string;
  started_at: Timestamp;
  ends_at: Timestamp;
}

/** A member's subscription as its provider last reported it (ADR 015); access is derived from it. */
export interface SubscriptionsTable {
  user_id: string;
  provider: 'stripe' | 'local';
  subscription_id: string;
  customer_id: string;
  plan_id: string;
  cycle: BillingCycle;
  status: 'active' | 'past_due' | 'canceled';
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: DbBoolean;
  ended_at: Timestamp | null;
  past_due_since: Timestamp | null;
  observed_at: Timestamp;
  /** A downgrade waiting for the period end: the plan (and cycle) paid for, kept until then. */
  downgrade_from_plan_id: string | null;
  downgrade_from_cycle: BillingCycle | null;
  downgrade_access_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BillingEndedSubscriptionsTable {
  provider: 'stripe' | 'local';
  subscription_id: string;
  ended_at: Timestamp;
}

export interface BillingCustomersTable {
  provider: 'stripe' | 'local';
  customer_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** Provider events already applied: each applies exactly once. */
export interface BillingEventsTable {
  provider: 'stripe' | 'local';
  event_id: string;
  type: string;
  received_at: Timestamp;
}

export interface LocalCustomersTable {
  id: string;
  user_id: string;
  email: string;
  created_at: Timestamp;
}

export interface LocalCheckoutSessionsTable {
  token_hash: string;
  user_id: string;
  email: string;
  plan_id: string;
  cycle: BillingCycle;
  amount_cents: number;
  success_url: string;
  cancel_url: string;
  pay_attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface LocalSubscriptionsTable {
  id: string;
  customer_id: string;
  user_id: string;
  plan_id: string;
  cycle: BillingCycle;
  status: 'active' | 'canceled';
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: DbBoolean;
  ended_at: Timestamp | null;
  observed_at: Timestamp;
  created_at: Timestamp;
}

export interface LocalPortalSessionsTable {
  token_hash: string;
  customer_id: string;
  return_url: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** One admin or editor change (migration 0014); JSON snapshots leave secrets out. */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  area: string;
  action: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  request_id: string | null;
  created_at: Timestamp;
}

/** A non-person caller of the machine API (migration 0015). */
export interface ServiceAccountsTable {
  id: string;
  name: string;
  description: string;
  active: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A service account's API token; only the secret's SHA-256 is kept (migration 0015). */
export interface ApiTokensTable {
  id: string;
  service_account_id: string;
  name: string;
  token_hash: string;
  /** The secret's first characters, to tell tokens apart in the console. */
  token_hint: string;
  /** JSON array of scopes. */
  scopes: string;
  /** JSON array of addresses and CIDR ranges; empty admits any address. */
  allowed_ips: string;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
  revoke_reason: string | null;
}

/** A feature flag our OpenFeature provider evaluates (migration 0016). */
export interface FeatureFlagsTable {
  id: string;
  key: string;
  description: string;
  enabled: DbBoolean;
  /** 0–100: the share of members it is on for. */
  rollout_percentage: number;
  /** JSON array of roles; empty applies to everyone. */
  roles: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member's cookie-consent status (migration 0020); no row is no status. */
export interface MemberConsentsTable {
  user_id: string;
  /** 'cookie'. */
  consent_type: string;
  status: DbBoolean;
  updated_at: Timestamp;
}

/** A signed-out browser's cookie-consent status, by its consent session id (migration 0020). */
export interface AnonymousConsentsTable {
  session_id: string;
  consent_type: string;
  status: DbBoolean;
  updated_at: Timestamp;
}

/** One consent-ledger record as posted (spec §7), append-only (migration 0020). */
export interface ConsentRecordsTable {
  id: string;
  website_id: string;
  session_id: string;
  /** As the browser stated it; not verified. */
  user_id: string | null;
  analytics: DbBoolean;
  social: DbBoolean;
  advertising: DbBoolean;
  consent_method: ConsentMethod;
  consent_version: string;
  user_agent: string;
  location: string;
  anonymised_ip: string;
  domain: string;
  received_at: Timestamp;
}

/** A tracked event or an identify call as received (migration 0020). */
export interface AnalyticsEventsTable {
  id: string;
  kind: 'track' | 'identify';
  /** The event name; null for identify. */
  event: string | null;
  /** JSON object. */
  properties: string;
  /** The signed-in caller, from the verified session. */
  user_id: string | null;
  /** The id a signed-out browser stated: anonymous, never an account. */
  distinct_id: string | null;
  received_at: Timestamp;
}

/** Tracked events per UTC day per name (migration 0020). */
export interface AnalyticsDailyTable {
  event: string;
  /** Days since 1970-01-01, UTC. */
  day: number;
  total: number;
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
  message_templates: MessageTemplatesTable;
  routing_rules: RoutingRulesTable;
  content_assets: ContentAssetsTable;
  image_categories: ImageCategoriesTable;
  meditation_images: MeditationImagesTable;
  soundtracks: SoundtracksTable;
  artworks: ArtworksTable;
  artwork_document_parts: ArtworkDocumentPartsTable;
  practice_sessions: PracticeSessionsTable;
  practice_tallies: PracticeTalliesTable;
  practice_days: PracticeDaysTable;
  practice_runs: PracticeRunsTable;
  save_requests: SaveRequestsTable;
  member_preferences: MemberPreferencesTable;
  plans: PlansTable;
  free_trials: FreeTrialsTable;
  member_trials: MemberTrialsTable;
  subscriptions: SubscriptionsTable;
  billing_ended_subscriptions: BillingEndedSubscriptionsTable;
  billing_customers: BillingCustomersTable;
  billing_events: BillingEventsTable;
  local_customers: LocalCustomersTable;
  local_checkout_sessions: LocalCheckoutSessionsTable;
  local_subscriptions: LocalSubscriptionsTable;
  local_portal_sessions: LocalPortalSessionsTable;
  audit_log: AuditLogTable;
  service_accounts: ServiceAccountsTable;
  api_tokens: ApiTokensTable;
  feature_flags: FeatureFlagsTable;
  member_consents: MemberConsentsTable;
  anonymous_consents: AnonymousConsentsTable;
  consent_records: ConsentRecordsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
}
